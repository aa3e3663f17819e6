import { page, userEvent } from 'vitest/browser';
import { expectColumnHeaders, expectCount, expectHidden, expectText } from './expectations';
import { fakeApi } from './fakeApi';
import { freshAnswer } from './siteAnswers';
import { layouts, renderSite, seriousAccessibilityViolations, type Layout } from './site';

/**
 * /vip (spec 2 §2 VIP, §5, §8, §9) in a real browser with the API faked (moved from tests/e2e/vip.spec.ts,
 * same checks): the layout, the hint and the "Minimum VP Required: 10" dialog below the minimum, the
 * server's refusals shown as plain text, and failing calls. A conversion against the real server (the
 * wallet credited) stays in tests/e2e/vip.spec.ts.
 */
const HINT = 'Not enough points. Points must follow minimum VP required to convert.';

const points = () => page.getByTestId('vip-points');
const vpInput = () => page.getByRole('textbox', { name: 'VP', exact: true });
const realMoney = () => page.getByTestId('vip-real-money');
const convert = () => page.getByRole('button', { name: 'Convert to Real Money' });
const dialog = () => page.getByRole('dialog', { name: 'Message' });
const message = () => dialog().getByTestId('vip-message');

async function openVip(layout: Layout) {
  const screen = await renderSite('/vip', { layout, player: true });
  await expect.element(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
  return screen;
}

const recordsOf = (kind: string) => freshAnswer(`GET vip/records?remote_id=component-remote&kind=${kind}&page=1`);

describe.each(layouts)('on a %s', (layout) => {
  test('the layout: the level, the VP from user/show, and the records', async () => {
    const { errors } = await openVip(layout);
    await expectText(points(), '0');
    if (layout === 'mobile') {
      // The real level from the server (a new player is Normal), as on the desktop: not a fixed name.
      await expectText(page.getByTestId('vip-level'), 'Normal');
      for (const link of ['VIP Details', 'VIP History', 'VP Records']) await expect.element(page.getByRole('button', { name: link })).toBeVisible();
      await page.getByRole('button', { name: 'VP Records' }).click();
      await expectColumnHeaders(page.getByRole('table', { name: 'VP Received' }), ['No', 'VIP Points', 'Source', 'Time']);
      await expect.element(page.getByRole('table', { name: 'VP Received' })).toHaveTextContent('No Data');
      // VP Received and VP Used share the panel: a switch picks one.
      await page.getByText('VP Used', { exact: true }).click();
      await expectColumnHeaders(page.getByRole('table', { name: 'VP Used' }), ['No', 'VIP Points', 'Amount', 'Time']);
      await expect.element(page.getByRole('table', { name: 'VP Used' })).toHaveTextContent('No Data');
    } else {
      await expectText(page.getByTestId('vip-level'), 'Normal');
      await expectText(page.getByTestId('vip-next-level'), 'Next level: Elite I');
      await page.getByRole('button', { name: 'View VIP Details' }).click();
      await expect.element(page.getByRole('dialog', { name: 'VIP Details' })).toHaveTextContent('Convert at least 10 VP to real money');
      await userEvent.keyboard('{Escape}');
      await page.getByRole('tab', { name: 'VP Received' }).click();
      await expectColumnHeaders(page.getByRole('table', { name: 'VP Received' }), ['No', 'VIP Points', 'Source', 'Time']);
      await expect.element(page.getByRole('table', { name: 'VP Received' })).toHaveTextContent('No Data');
      await page.getByRole('tab', { name: 'VP Used' }).click();
      await expectColumnHeaders(page.getByRole('table', { name: 'VP Used' }), ['No', 'VIP Points', 'Amount', 'Time']);
      await expect.element(page.getByRole('table', { name: 'VP Used' })).toHaveTextContent('No Data');
      await page.getByRole('tab', { name: 'VIP History' }).click();
      await expectColumnHeaders(page.getByRole('table', { name: 'VIP History' }), ['Year', 'Month', 'VIP Level', 'Experience Acquired']);
      await expect.element(page.getByRole('table', { name: 'VIP History' })).toHaveTextContent('No Data');
      await page.getByRole('tab', { name: 'My VIP' }).click();
    }
    expect(await seriousAccessibilityViolations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a VIP record table whose call fails says so, not No Data; Try again loads it', async () => {
    let failing = true;
    fakeApi.on('GET vip/records', (request) => (failing ? { status: 500, json: { message: 'Server Error' } } : { json: recordsOf(request.query.get('kind') ?? '') }));
    await openVip(layout);
    if (layout === 'mobile') await page.getByRole('button', { name: 'VP Records' }).click();
    else await page.getByRole('tab', { name: 'VP Received' }).click();
    const table = page.getByRole('table', { name: 'VP Received' });
    await expect.element(table.getByTestId('vip-records-failed')).toHaveTextContent('The records could not be loaded.');
    await expect.element(table).not.toHaveTextContent('No Data');
    failing = false;
    await table.getByRole('button', { name: 'Try again' }).click();
    await expect.element(table).toHaveTextContent('No Data');
  });

  test('a player with 10,000 VP of experience sees Elite I, on the phone as on the desktop', async () => {
    // The server's answer for 10,000 VP of experience (server/routes/content/member.test.ts computes it).
    const overview = freshAnswer<{ data: Record<string, unknown> }>('GET account/overview?remote_id=component-remote');
    Object.assign(overview.data, { vip_coin: '10000.00', vip_level: 'elite1', vip_experience: '10000.00', vip_next_level: null, vip_next_level_experience: null, vip_progress: 100 });
    const user = { ...freshAnswer<Record<string, unknown>>('GET user/show?remote_id=component-remote'), vip_coin: '10000.00' };
    fakeApi.on('GET account/overview', { json: overview }).on('GET user/show', { json: user });
    await openVip(layout);
    await expectText(points(), '10,000');
    await expectText(page.getByTestId('vip-level'), 'Elite I');
    if (layout === 'desktop') await expectText(page.getByTestId('vip-next-level'), 'Top level reached');
  });
});

test('below 10 VP: the hint under the input, and Convert shows "Minimum VP Required: 10" without a call', async () => {
  await openVip('desktop');
  await expectCount(page.getByText(HINT, { exact: true }), 0);
  await convert().click();
  await expect.element(dialog()).toBeVisible();
  await expectText(message(), 'Minimum VP Required: 10');
  await dialog().getByRole('button', { name: 'OK' }).click();
  await expectHidden(dialog());

  await vpInput().fill('9');
  await expect.element(page.getByText(HINT, { exact: true })).toBeVisible();
  await expect.element(realMoney()).toHaveValue('৳9');
  expect(await seriousAccessibilityViolations()).toEqual([]);
  await convert().click();
  await expectText(message(), 'Minimum VP Required: 10');
  await userEvent.keyboard('{Escape}');
  await expectHidden(dialog());
  await expect.element(vpInput()).toHaveValue('9');

  // Digits only: letters and signs are not taken.
  await vpInput().fill('');
  await userEvent.type(vpInput(), '1a-0');
  await expect.element(vpInput()).toHaveValue('10');
  await expectCount(page.getByText(HINT, { exact: true }), 0);
  expect(fakeApi.count('convert-vipcoin')).toBe(0);
});

test('refusals: the server’s words as plain text, and the fallbacks', async () => {
  // The server's refusal for a player without VP (server/i18n/bn.ts has its Bangla).
  fakeApi.on('GET convert-vipcoin', { status: 422, json: { success: false, message: 'Not enough VIP points: you have 0.00 VP and asked to convert 20.00 VP.' } });
  await openVip('mobile');
  await expectText(points(), '0');
  await vpInput().fill('20');
  await convert().click();
  await expectText(message(), 'Not enough VIP points: you have 0.00 VP and asked to convert 20.00 VP.');
  await expectCount(page.getByTestId('vip-success-animation'), 0);
  await dialog().getByRole('button', { name: 'OK' }).click();
  await expect.element(vpInput()).toHaveValue('20');

  // Whatever the server says is text, never markup.
  const hostile = '<img src=x onerror="window.vipPwned=1"><b>Blocked</b>';
  fakeApi.on('GET convert-vipcoin', { status: 422, json: { success: false, message: hostile } });
  await convert().click();
  await expectText(message(), hostile);
  expect(dialog().element().querySelectorAll('img, b')).toHaveLength(0);
  expect((window as unknown as { vipPwned?: number }).vipPwned).toBeUndefined();
  await dialog().getByRole('button', { name: 'OK' }).click();

  // Refused without words: "An error occurred"; no usable answer: "An error occurred while converting coins".
  fakeApi.on('GET convert-vipcoin', { json: { success: false } });
  await convert().click();
  await expectText(message(), 'An error occurred');
  await dialog().getByRole('button', { name: 'OK' }).click();
  fakeApi.on('GET convert-vipcoin', { status: 500, json: { message: 'Internal server error' } });
  await convert().click();
  await expectText(message(), 'An error occurred while converting coins');
});

test('a level that could not be loaded is said, with Try again', async () => {
  let failing = true;
  fakeApi.on('GET account/overview', () => (failing ? { status: 500, json: { message: 'Server Error' } } : { json: freshAnswer('GET account/overview?remote_id=component-remote') }));
  await openVip('desktop');
  const failure = page.getByTestId('vip-level-failed');
  await expect.element(failure).toHaveTextContent('Your VIP level could not be loaded.');
  await expectCount(page.getByTestId('vip-level'), 0);
  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expectText(page.getByTestId('vip-level'), 'Normal');
});
