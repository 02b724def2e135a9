/** Where the end-to-end server listens and how to reach its API; shared by the config and the fixtures. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_API_KEY = 'e2e-key'
/** The webServer seeds this many ads into its fresh index. */
export const E2E_SEED_COUNT = 2000
