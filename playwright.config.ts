import { existsSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_API_KEY, E2E_BASE_URL, E2E_PORT, E2E_SEED_COUNT, SIGNED_IN_STATE } from './e2e/e2e-server'

// This file is loaded by the runner and again by every worker. Only the runner (the first to load it)
// empties the data directory; the workers inherit the variable and leave the running server's files alone.
if (!process.env.ADS_E2E_DATA_DIR) {
  process.env.ADS_E2E_DATA_DIR = path.join(os.tmpdir(), `ad-search-e2e-${E2E_PORT}`)
  rmSync(process.env.ADS_E2E_DATA_DIR, { recursive: true, force: true })
}
const dataDir = process.env.ADS_E2E_DATA_DIR
// The suite runs against the seeded SQLite index, whatever database or upstream this shell points at.
for (const name of ['ADS_DATABASE_URL', 'ADS_UPSTREAM_URL', 'ADS_UPSTREAM_KEY']) delete process.env[name]

// Where Playwright may not download its browsers (Debian CI), drive the system Chromium instead.
const systemChromium = '/usr/bin/chromium'
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-sync',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    }
  : {}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Speed is the benchmark's business: on a small shared machine the server may take seconds to answer,
  // and a web-first assertion should wait for it rather than fail.
  expect: { timeout: 10_000 },
  // An axe scan of a full grid alone can take ten seconds there.
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // Numbers are formatted with the browser's locale; pin it so assertions read the same everywhere.
    locale: 'en-US',
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The admin every spec starts signed in as: made once, its session saved for the others.
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    // Every spec runs on desktop; at phone width only the key flows (tagged @phone) and the drawer (@phone-only).
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], storageState: SIGNED_IN_STATE },
      grepInvert: /@phone-only/,
      dependencies: ['setup'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, storageState: SIGNED_IN_STATE },
      dependencies: ['setup'],
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node dist-server/cli.mjs serve',
    url: E2E_BASE_URL,
    env: {
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      ADS_DATA_DIR: dataDir,
      ADS_SEED_COUNT: String(E2E_SEED_COUNT),
      ADS_API_KEYS: E2E_API_KEY,
      // The server's own lines stay readable in the test output: no line per request.
      ADS_REQUEST_LOG: 'off',
    },
    reuseExistingServer: !process.env.CI,
    // Seeding the index on a cold start takes a while on a small CI machine.
    timeout: 120_000,
    stdout: 'pipe',
  },
})
