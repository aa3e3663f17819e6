/**
 * What the exchange's polling flows share: the tab's visibility as a tester changes it, and a call made to
 * fail while the page stays loaded (a tester cannot time a server failure; devtools blocks the address).
 */

export const tabHidden = 'Switch to another browser tab';
/** Back to the tab, or to the new one opened in the background: the same words fit both. */
export const tabShown = 'Switch to the tab of the page under test';

/** A page opened in a background tab starts hidden, with nothing to check until it shows. */
export const openInBackground = (link: string) => `Right-click ${link} › Open link in new tab, and stay on the current tab`;

/** While the tab is hidden only devtools in its own window (undocked) can see that nothing is asked for. */
export const noCallsWhileHidden = (address: string) => `While the tab is hidden, devtools (undocked, in its own window) › Network shows no new ${address} call, however long it stays hidden`;

/** Devtools' request blocking: the call fails at once with the page still loaded. */
export const blockedCall = (address: string) => `devtools › Network › Block request URL ${address}`;
