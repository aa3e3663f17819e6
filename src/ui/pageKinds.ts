/**
 * Issue 22: which pages keep the site's floating controls (chat bubble, scroll to top, the desktop
 * contact tab) and which have a bottom bar of their own. Floating controls never cover a control:
 * they are left out where a page is all controls, and elsewhere sit in a space kept free for them
 * (the phone's bottom bar keeps a slot at its right end, the desktop page a gutter at its right).
 */

/** The exchange's pages, whose own bottom navigation replaces the site's on a phone. */
export function isExchangePage(path: string): boolean {
  return path === '/odds-view' || path === '/exchange' || path.startsWith('/exchange-');
}

/** Funds pages: amounts, quick-amount buttons, receipts and codes fill the screen. */
const FUNDS_PAGES = ['/deposit', '/make-payment', '/withdrawal', '/payment-request'];
/** Form pages: fields and their eye and clear buttons run to the right edge. */
const FORM_PAGES = ['/signup', '/register', '/login', '/profile', '/reset-password', '/forgot-password', '/referral_code', '/affiliate_code'];
/** Pages that are a chat or a game themselves: a chat bubble or a scroll button over them helps no one. */
const OWN_SCREEN_PAGES = ['/chat', '/chat-list', '/gamerun', '/player/playGame'];

/** Betting (the exchange and its odds view with the bet slip), funds, form and full-screen pages. */
export function hidesFloatingControls(path: string): boolean {
  return isExchangePage(path) || FUNDS_PAGES.includes(path) || FORM_PAGES.includes(path) || OWN_SCREEN_PAGES.includes(path) || path.startsWith('/chat-box/');
}

/** The phone's bottom bar keeps this much free at its right end for the floating controls. */
export const PHONE_FLOATING_SLOT_PX = 112;
/** The desktop page keeps this much free at its right for the floating controls. */
export const DESKTOP_FLOATING_GUTTER_PX = 72;
