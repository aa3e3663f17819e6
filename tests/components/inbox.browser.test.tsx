import { page } from 'vitest/browser';
import { setPreferredLanguage } from '../../src/i18n';
import { fakeApi } from './fakeApi';
import { renderSite } from './site';

/**
 * Issue 22 §5, no truncated labels: on a 390 px phone in Bangla, an unread message with a long title
 * keeps its whole "নতুন" (New) badge; the title is the part that gives way, with an ellipsis.
 */
const longTitle = 'Withdrawal approved · উইথড্র অনুমোদিত — your money is on its way to your bKash wallet';

test('a long unread title leaves the New badge whole on a phone in Bangla', async () => {
  fakeApi.on('GET inbox', {
    json: { success: true, data: { data: [{ id: 1, title: longTitle, message: 'Your withdrawal of ৳1,000.00 was approved.', is_read: 0, created_at: '2026-11-18 12:44:00' }], last_page: 1 } },
  });
  await setPreferredLanguage('bn');
  await renderSite('/inbox', { layout: 'mobile', player: true });
  const badge = page.getByText('নতুন', { exact: true });
  await expect.element(badge).toBeVisible();
  const label = badge.element() as HTMLElement;
  expect(label.scrollWidth, 'the badge’s label is cut').toBeLessThanOrEqual(label.clientWidth);
  const title = page.getByText(longTitle).element() as HTMLElement;
  expect(title.scrollWidth, 'the title gives way').toBeGreaterThan(title.clientWidth);
});
