import { secureHeaders } from 'hono/secure-headers'

/**
 * Headers on every response. The CSP allows no inline script or style (the built app needs none);
 * images and video may come from any https origin because ads link media on their platforms' CDNs.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      mediaSrc: ["'self'", 'https:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    // Set by whoever terminates TLS; over plain http on localhost it would only get in the way.
    strictTransportSecurity: false,
    // Media routes answer with their own Cross-Origin-Resource-Policy; the defaults fill in the rest.
    overwrite: false,
  })
