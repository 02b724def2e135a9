/**
 * The API reference page: swagger-ui from our own origin, reading /api/v1/openapi.json. Its script is
 * a file of its own (`/api/docs/init.js`), as the Content-Security-Policy allows no inline script.
 */
export const DOCS_PATH = '/api/docs'

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ad Search Service API</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
<link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`

/**
 * The base layout, not the standalone one: its top bar would load any document URL typed into it.
 * No validator badge, which would send the document to validator.swagger.io. The key typed into
 * Authorize is kept for the page's life only, not in localStorage.
 */
export const DOCS_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
})
`

/**
 * The app's policy, but with inline styles allowed: swagger-ui sets style attributes as it renders.
 * Scripts still come only from this origin; `data:` images are the stylesheet's icons.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ')
