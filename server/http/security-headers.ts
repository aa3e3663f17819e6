import type { MiddlewareHandler } from 'hono';
import { AFTER_PAINT_SCRIPT_SOURCE } from './after-paint.ts';

// Same-origin Vite React SPA: no inline script but the one constant that starts the site after a drawn page's first
// paint (after-paint.ts, allowed by its hash); inline styles are needed by Mantine.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  `script-src 'self' ${AFTER_PAINT_SCRIPT_SOURCE}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Browser features the site never uses, denied to it and to every frame it opens (a game, a stream):
 * a script that got in still could not reach the camera, the microphone or the player's location.
 * Only features every Chromium knows: an unknown name is logged as an error in each page's console.
 */
export const permissionsPolicy = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': contentSecurityPolicy,
  'Permissions-Policy': permissionsPolicy,
};

export const applySecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
  // An answer to a signed-in call is the player's own (balance, records, profile): no cache, shared or
  // the browser's, keeps a copy.
  if (c.req.header('Authorization') && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
