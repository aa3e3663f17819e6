import { preferredLanguage } from '../i18n';
import { readStoredSession } from './storage';

/** The cookie that asks the server to leave the first screen to the browser (value `client`; server/http/first-screen.ts reads it). */
export const CLIENT_RENDER_COOKIE = 'tp_render';

/**
 * Issue 26 §1: the server renders a guest page's first screen as a visitor in English sees it. When this
 * browser's first screen would differ (a stored session, or Bangla chosen), the cookie asks the server to
 * leave the page to the browser, which then draws it as before instead of replacing a wrong screen.
 * Kept in step at start-up, on log-in and log-out, and when the language changes. It holds no secret.
 */
export function syncRenderCookie(doc: Document = document, storage: Storage | undefined = globalThis.localStorage): void {
  const drawnHere = !showsServerScreen(storage);
  const attributes = 'Path=/; SameSite=Lax';
  doc.cookie = drawnHere ? `${CLIENT_RENDER_COOKIE}=client; Max-Age=31536000; ${attributes}` : `${CLIENT_RENDER_COOKIE}=; Max-Age=0; ${attributes}`;
}

/** Whether the server's screen (a visitor in English) is what this browser shows first: then it is hydrated. */
export function showsServerScreen(storage: Storage | undefined = globalThis.localStorage): boolean {
  return readStoredSession(storage) === null && preferredLanguage() === 'en';
}
