import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL, E2E_PORT } from './e2e-server'
import { axeFor, expect, resultsCount, test } from './fixtures'

const NOBODY = { cookies: [], origins: [] }
/** A password every rule accepts (long, no common words in a common order). */
const PASSWORD = 'purple lanterns drift over calm water'

let people = 0
const newEmail = () => `person${Date.now()}-${++people}@e2e.example`

async function signInAs(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** What a person who is not signed in cannot reach. */
async function apiStatus(page: Page, path = '/api/v1/ads?limit=1'): Promise<number> {
  return (await page.request.get(path)).status()
}

test.describe('signing in', () => {
  test.use({ storageState: NOBODY })

  test('a page asks to sign in; a wrong password says so; the right one goes back to that page', async ({
    page,
    makeAxeBuilder,
  }) => {
    await page.goto('/tiktok?q=serum')
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Ftiktok%3Fq%3Dserum$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])
    expect(await apiStatus(page)).toBe(401)

    await signInAs(page, E2E_ADMIN.email, 'not the password of anyone')
    await expect(page.getByRole('alert')).toContainText('not right')
    await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password)
    await expect(page).toHaveURL(/\/tiktok\?q=serum$/)
    await expect(resultsCount(page)).toBeVisible()
    expect(await apiStatus(page)).toBe(200)
  })

  test('signing out ends the session: the app asks to sign in again and the API refuses it', async ({
    page,
  }) => {
    await page.goto('/sign-in')
    await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password)
    await expect(resultsCount(page)).toBeVisible()
    const account = page.getByRole('navigation', { name: 'Account' })
    await expect(account).toContainText('E2E Admin')
    const cookies = await page.context().cookies()
    await account.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/sign-in/)
    expect(await apiStatus(page)).toBe(401)
    // The old cookie, kept by someone, is dead on the server too.
    await page.context().addCookies(cookies)
    expect(await apiStatus(page)).toBe(401)
  })

  test('the welcome link a first start prints makes the first admin', async ({ browser }) => {
    test.slow()
    const port = E2E_PORT + 7
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-e2e-welcome-'))
    const server = spawn(process.execPath, ['dist-server/cli.mjs', 'serve'], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        ADS_DATA_DIR: dataDir,
        ADS_SEED_COUNT: '60',
        ADS_REQUEST_LOG: 'off',
      },
    })
    try {
      const link = await new Promise<string>((resolve, reject) => {
        let output = ''
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk
          const found = /(http:\/\/\S+\/welcome#\S+)/.exec(output)
          if (found) resolve(found[1]!)
        })
        server.once('exit', (code) => reject(new Error(`serve exited (${code}): ${output}`)))
      })
      const context = await browser.newContext({ storageState: NOBODY })
      const page = await context.newPage()
      await page.goto(link)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create the first admin account' }),
      ).toBeVisible()
      expect((await axeFor(page).analyze()).violations).toEqual([])
      await page.getByLabel('Name').fill('First Admin')
      await page.getByLabel('Email').fill('first@e2e.example')
      await page.getByLabel('Password').fill('short')
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(page.getByText(/at least 15 characters/).first()).toBeVisible()
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(resultsCount(page)).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'People' }),
      ).toBeVisible()
      // The link worked once.
      const again = await context.newPage()
      await again.goto(link)
      await expect(again.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
      await context.close()
    } finally {
      // Stopped before its folder goes: it writes its index snapshot as it stops.
      const stopped = new Promise((resolve) => server.once('exit', resolve))
      if (server.exitCode === null && server.signalCode === null && server.kill('SIGTERM')) await stopped
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

test('an admin invites a viewer, who joins in another browser and can search but not make keys', async ({
  page,
  browser,
  makeAxeBuilder,
}) => {
  await page.goto('/people')
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
  expect((await makeAxeBuilder().analyze()).violations).toEqual([])
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer')
  await page.getByRole('button', { name: 'Create invitation link' }).click()
  const link = await page.getByRole('textbox', { name: 'Invitation link for a viewer' }).inputValue()
  expect(new URL(link).pathname).toBe('/join')
  // The open invitations say who made each.
  await expect(page.getByRole('cell', { name: /Invited by E2E Admin/ }).first()).toBeVisible()

  const context = await browser.newContext({ storageState: NOBODY })
  const guest = await context.newPage()
  await guest.goto(link)
  await expect(
    guest.getByRole('heading', { level: 1, name: "You're invited to join as a viewer" }),
  ).toBeVisible()
  const email = newEmail()
  await guest.getByLabel('Name').fill('Vera Viewer')
  await guest.getByLabel('Email').fill(email)
  await guest.getByLabel('Password').fill(PASSWORD)
  await guest.getByRole('button', { name: 'Join' }).click()
  await expect(resultsCount(guest)).toBeVisible()

  await guest.goto('/settings')
  await expect(guest.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(guest.getByText(/Viewers cannot make API keys/)).toBeVisible()
  await expect(guest.getByRole('button', { name: 'Create key' })).toHaveCount(0)
  // The server says no as well, whatever the page shows.
  const refused = await guest.request.post('/api/v1/keys', {
    data: { label: 'sneaky' },
    headers: { Origin: E2E_BASE_URL },
  })
  expect(refused.status()).toBe(403)
  await context.close()

  // The admin sees them in the team.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Role of Vera Viewer' }).first()).toHaveValue('viewer')
})

test('Settings makes an API key shown once, which works until it is revoked', async ({
  page,
  makeAxeBuilder,
  playwright,
}) => {
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  expect((await makeAxeBuilder().analyze()).violations).toEqual([])
  const label = `report ${Date.now()}`
  await page.getByLabel('Label').fill(label)
  await page.getByRole('button', { name: 'Create key' }).click()
  const key = await page.getByRole('textbox', { name: `New API key “${label}”` }).inputValue()
  expect(key).toMatch(/^ads_/)
  await expect(page.getByText(/will not be shown again/)).toBeVisible()

  const client = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { authorization: `Bearer ${key}`, connection: 'close' },
  })
  expect((await client.get('/api/v1/ads?limit=1')).status()).toBe(200)
  await page.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: `Revoke ${label}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByRole('button', { name: `Revoke ${label}` })).toHaveCount(0)
  expect((await client.get('/api/v1/ads?limit=1')).status()).toBe(401)
  await client.dispose()
})
