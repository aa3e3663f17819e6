/** The benches' player: the demo player logged in, in the benches' Chrome, and the page a player has open most (the odds view). */
import { chromium } from '@playwright/test';
import { loadConfig } from '../../server/config';

/**
 * Logs the demo player in (the seeded one, as the bench's server is configured: server/config.ts) and stores the session in the browser as the site stores it at log-in
 * (src/edge/storage.ts). Lighthouse must then keep the storage (`disableStorageReset`).
 */
export async function storeDemoSession(siteUrl: string, chromePort: number): Promise<void> {
  const { demoUsername, demoPassword } = loadConfig();
  const login = await fetch(`${siteUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: demoUsername, password: demoPassword }) });
  const session = (await login.json()) as { token?: string; remote_id?: string; username?: string; exchange?: { token: string }[] };
  if (!login.ok || !session.token) throw new Error(`The demo player could not log in: ${login.status}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    await page.goto(`${siteUrl}/login`);
    const stored = { token: session.token, remote_id: session.remote_id ?? '', username: session.username ?? '', exchangeToken: session.exchange?.[0]?.token ?? '', popup: '0', regPopup: '0' };
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) if (value) localStorage.setItem(key, value);
    }, stored);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The odds view of the first listed cricket match. */
export async function firstOddsViewUrl(siteUrl: string): Promise<string> {
  const events = (await (await fetch(`${siteUrl}/exchange-data/sports-events/cricket`)).json()) as { EventId: string; MarketId: string }[];
  const [event] = events;
  if (!event) throw new Error('No cricket match is listed: the odds view cannot be measured');
  return `${siteUrl}/odds-view?marketId=${event.MarketId}&eventId=${event.EventId}&sport=cricket`;
}
