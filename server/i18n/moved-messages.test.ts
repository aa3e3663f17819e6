import { describeBothDatabases } from '../testing/both-databases.ts';
import { createTestPlayer, jsonRequest, testApp, type TestPlayer } from '../testing/app.ts';

const BN = { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' };

type Case = { call: string; path: string; init?: (player: TestPlayer) => RequestInit; status: number; body: Record<string, unknown> };

const get = (player: TestPlayer): RequestInit => ({ headers: { ...player.auth, ...BN } });
const post = (body: unknown) => (player: TestPlayer): RequestInit => jsonRequest('POST', body, { ...player.auth, ...BN });

/**
 * Issue 23 §4: the messages that were text-keyed (bn.ts) until the last step, one area file of the
 * catalogue at a time: a Bangla request gets them in Bangla, chosen by the answer's code.
 */
const AREAS: Readonly<Record<string, readonly Case[]>> = {
  core: [
    { call: 'the page check (http/paging.ts)', path: '/api/get-games?page=0', status: 422, body: { message: 'পেজ অবশ্যই ১ থেকে ৯৯৯৯৯৯-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।', code: 'page_invalid' } },
    { call: 'the date check (http/date-range.ts)', path: '/api/betting-record?date=someday', init: get, status: 422, body: { message: 'date অবশ্যই today, yesterday, last7days বা all হতে হবে।', code: 'date_range_invalid' } },
    { call: 'the remote_id check (auth/remote-id.ts)', path: '/api/convert-vipcoin?vip_coin=10&remote_id=someone-else', init: get, status: 403, body: { message: 'remote_id লগইন করা খেলোয়াড়ের সাথে মিলছে না।', code: 'remote_id_mismatch' } },
    { call: 'a remote_id too long', path: `/api/convert-vipcoin?vip_coin=10&remote_id=${'x'.repeat(101)}`, init: get, status: 422, body: { message: 'remote_id অনেক লম্বা।', code: 'remote_id_too_long' } },
    {
      call: 'zod’s own words (a field without a message of ours)',
      path: '/api/game-run',
      init: (player) => post({ userId: player.remoteId, gameCode: 5 })(player),
      status: 422,
      body: { message: 'ইনপুট সঠিক নয়: লেখা হওয়ার কথা, কিন্তু এসেছে সংখ্যা', code: 'input_type_invalid', errors: { gameCode: ['ইনপুট সঠিক নয়: লেখা হওয়ার কথা, কিন্তু এসেছে সংখ্যা'] } },
    },
  ],
  content: [
    { call: 'the systems list', path: '/api/get-system', status: 200, body: { message: 'সিস্টেমের তালিকা সফলভাবে আনা হয়েছে।', code: 'systems_fetched' } },
    { call: 'the games list’s sort', path: '/api/get-games?sort=price', status: 422, body: { message: 'sort অবশ্যই displayOrder, createTime বা aZ হতে হবে।', code: 'games_sort_invalid' } },
    { call: 'the general settings', path: '/api/general', status: 404, body: { message: 'সাধারণ সেটিংস পাওয়া যায়নি।', code: 'general_settings_not_found' } },
    { call: 'a promotion', path: '/api/promotions/999', status: 404, body: { message: 'প্রোমোশনটি পাওয়া যায়নি।', code: 'promotion_not_found' } },
    { call: 'a game launch for someone else', path: '/api/game-run', init: post({ userId: 'someone-else', gameCode: 'JILI-SLOT-0001' }), status: 403, body: { message: 'userId লগইন করা খেলোয়াড়ের সাথে মিলছে না।', code: 'game_user_mismatch' } },
    { call: 'the chat’s user ids', path: '/api/chats', init: post({ user_one_id: 'x', user_two_id: 1 }), status: 422, body: { message: 'user_one_id অবশ্যই একটি ইউজার আইডি হতে হবে।', code: 'chat_user_one_id_invalid' } },
  ],
  funds: [{ call: 'the wallet query', path: '/api/get-wallet-number?account_type=personal', init: get, status: 422, body: { message: 'name দিতে হবে।', code: 'channel_name_required' } }],
  games: [{ call: 'the betting records’ status', path: '/api/betting-record?status=lost', init: get, status: 422, body: { message: 'status অবশ্যই settled বা open হতে হবে।', code: 'records_status_invalid' } }],
  exchange: [
    { call: 'the bet list’s status', path: '/api/exchange/bets?status=lost', init: get, status: 422, body: { message: 'status অবশ্যই open বা settled হতে হবে।', code: 'bets_status_invalid' } },
    { call: 'a bet without a market id', path: '/api/exchange/bets', init: post({ market: 'match_odds', event_id: '12345678', selection_id: 1, side: 'back', odds: 2, stake: '100' }), status: 422, body: { message: 'market_id দিতে হবে।', code: 'bet_market_id_required' } },
  ],
};

describeBothDatabases('messages by code in Bangla (the last text-keyed ones)', (ctx) => {
  for (const [area, cases] of Object.entries(AREAS)) {
    it.each(cases)(`${area}: $call`, async ({ path, init, status, body }) => {
      const player = await createTestPlayer(ctx.database());
      const res = await testApp(ctx.database()).request(path, init ? init(player) : { headers: BN });
      expect(res.headers.get('Content-Language')).toBe('bn');
      expect(await res.json()).toMatchObject(body);
      expect(res.status).toBe(status);
    });
  }
});
