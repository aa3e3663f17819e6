/**
 * Applies the site's stylesheet that the build turned into a preload (vite.config.ts,
 * nonBlockingStyles) and resolves once it has loaded, so React's first render is never unstyled.
 * Resolves at once in development (Vite injects styles itself) and when the page has no such link.
 * A stylesheet that fails still resolves: an unstyled site beats a blank one.
 */
export function applySiteStyles(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>('link[data-site-styles]');
  // A server-rendered page (issue 26 §1) has the styles in it already (server/http/first-screen.ts).
  if (!preload || preload.rel === 'stylesheet') return Promise.resolve();
  const sheet = doc.createElement('link');
  sheet.rel = 'stylesheet';
  const crossOrigin = preload.getAttribute('crossorigin');
  if (crossOrigin !== null) sheet.setAttribute('crossorigin', crossOrigin);
  sheet.href = preload.href;
  const loaded = new Promise<void>((resolve) => {
    sheet.addEventListener('load', () => resolve(), { once: true });
    sheet.addEventListener('error', () => resolve(), { once: true });
  });
  preload.after(sheet);
  return loaded;
}
