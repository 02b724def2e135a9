import { expect, test } from './fixtures'

test('an unknown address shows a page-not-found page inside the app', async ({ page, makeAxeBuilder }) => {
  await page.goto('/no/such/page')

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('/no/such/page')
  expect((await makeAxeBuilder().analyze()).violations).toEqual([])

  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
