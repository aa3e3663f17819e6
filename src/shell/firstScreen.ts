/**
 * The first screens the server renders to HTML (issue 26 §1): guest pages whose first screen is drawn from
 * nothing but the page's own boot answers (src/edge/firstScreenInputs.ts), so the HTML already shows what the
 * page will show, and the site's script hydrates it in place (src/shell/main.tsx) instead of drawing it again.
 * The server renders them as a visitor in English sees them; the browser tells it when its first screen
 * would differ (a stored session, Bangla) with a cookie (src/edge/renderCookie.ts), and then draws the page itself.
 */
export const SERVER_RENDERED_PATHS: readonly string[] = ['/login', '/signup', '/', '/games', '/register', '/forgot-password', '/promotions'];

/** Set on #root by the server: the layout it rendered (mobile or desktop). */
export const RENDERED_LAYOUT_ATTRIBUTE = 'data-rendered-layout';

/** Set on #root by the server: the page it rendered (the address may have moved on before the script runs). */
export const RENDERED_PATH_ATTRIBUTE = 'data-rendered-path';

let drawnByServer = false;

/** Called before the render that shows the server's first screen: on the server, and in the browser that hydrates it. */
export function markFirstScreenDrawn(): void {
  drawnByServer = true;
}

/** Whether this page's first screen came from the server (the splash then has nothing to cover). */
export function firstScreenDrawn(): boolean {
  return drawnByServer;
}
