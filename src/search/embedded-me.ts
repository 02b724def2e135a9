/** The id of the data block that carries `GET /api/v1/me` in the app's HTML (routes/embedded-me.ts). */
export const ME_ID = 'me'
