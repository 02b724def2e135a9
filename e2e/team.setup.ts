import { spawnSync } from 'node:child_process'
import { expect, test as setup } from '@playwright/test'
import { E2E_ADMIN, SIGNED_IN_STATE } from './e2e-server'

/**
 * The admin the specs act as: made with `npm run users` in the running server's data directory (as an
 * operator would, the password on standard input), then signed in through the sign-in page, whose
 * session every spec starts with.
 */
setup('an admin signs in', async ({ page }) => {
  const made = spawnSync(
    process.execPath,
    [
      'dist-server/cli.mjs',
      'users',
      'create',
      '--email',
      E2E_ADMIN.email,
      '--name',
      'E2E Admin',
      '--role',
      'admin',
    ],
    {
      env: { ...process.env, ADS_DATA_DIR: process.env.ADS_E2E_DATA_DIR },
      input: `${E2E_ADMIN.password}\n`,
      encoding: 'utf8',
    },
  )
  // 1: a server reused from an earlier run has the admin already.
  expect([0, 1], made.stderr).toContain(made.status)
  await page.goto('/')
  await expect(page).toHaveURL(/\/sign-in/)
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).not.toHaveURL(/\/sign-in/)
  await page.context().storageState({ path: SIGNED_IN_STATE })
})
