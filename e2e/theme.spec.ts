import { expect, test } from './fixtures'

// The page's background as the browser paints it: each token is light-dark(light, dark) and the
// scheme comes from the system unless the header's toggle chose one.
const LIGHT = 'rgb(248, 250, 252)'
const DARK = 'rgb(2, 6, 23)'

test('the theme follows the system until the toggle picks light or dark, and remembers it', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const toggle = page.getByRole('button', { name: /^Theme/ })
  await expect(toggle).toHaveAccessibleName('Theme: system')
  expect(await background()).toBe(DARK)

  await toggle.click()
  await expect(toggle).toHaveAccessibleName('Theme: light')
  await expect.poll(background).toBe(LIGHT)

  await toggle.click()
  await expect(toggle).toHaveAccessibleName('Theme: dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.reload()
  await expect.poll(background).toBe(DARK)

  await toggle.click()
  await expect(toggle).toHaveAccessibleName('Theme: system')
  await expect.poll(background).toBe(LIGHT)
})
