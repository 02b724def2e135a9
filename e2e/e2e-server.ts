/** Where the end-to-end server listens and how to reach its API; shared by the config and the fixtures. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/** A read key of ADS_API_KEYS: what the specs compare the page with, as an API client sees it. */
export const E2E_API_KEY = 'e2e-read-key-for-loopback-0123456789'
/** The webServer seeds this many ads into its fresh index. */
export const E2E_SEED_COUNT = 2000
/** The admin every spec's browser is signed in as (made by team.setup.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e admin walks seven quiet hills' }
/** The signed-in browser state the specs start from. */
export const SIGNED_IN_STATE = 'test-results/.signed-in.json'
