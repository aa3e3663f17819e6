import { eq } from 'drizzle-orm';
import { promotions, siteSettings, sliders } from '../../db/schema.ts';
import { visiblePromotionCategoryIds } from '../../db/tables/promotions.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { createTestPlayer, seedCatalog, testApp } from '../../testing/app.ts';

describeBothDatabases('site content', (ctx) => {
  const get = (path: string, init?: RequestInit) => testApp(ctx.database()).request(path, init);

  describe('with the seeded content', () => {
    beforeEach(() => seedCatalog(ctx.database()));

    it('GET /api/logo lists one logo record', async () => {
      const res = await get('/api/logo');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([
        {
          logo: '/storage/logo/logo.svg',
          mobile_logo: '/storage/logo/mobile-logo.svg',
          loader_logo: '/storage/logo/loader-logo.svg',
          favicon: '/storage/logo/favicon.svg',
        },
      ]);
    });

    it('GET /api/general and /api/get/general answer the general settings', async () => {
      for (const path of ['/api/general', '/api/get/general']) {
        const res = await get(path);
        expect(res.status).toBe(200);
        const body = await res.json();
        expect(Object.keys(body).sort()).toEqual(['intercom', 'live_chat', 'site_title', 'support_mail', 'tawk_id', 'whatsapp']);
        expect(body).toMatchObject({ site_title: 'TakaPlay', support_mail: 'support@takaplay.example' });
      }
    });

    it('GET /api/sliders lists active sliders of the three types, filterable by slider_type', async () => {
      const all = (await (await get('/api/sliders')).json()) as Record<string, unknown>[];
      expect(new Set(all.map((item) => item.slider_type))).toEqual(new Set(['Main', 'Favourite', 'Features']));
      expect(Object.keys(all[0] ?? {}).sort()).toEqual(['art_bn', 'id', 'link', 'name', 'name_bn', 'slider_type', 'status', 'thubmnail']);
      const main = (await (await get('/api/sliders?slider_type=Main')).json()) as Record<string, unknown>[];
      expect(main.length).toBeGreaterThan(0);
      expect(main.every((item) => item.slider_type === 'Main' && item.status === 'active')).toBe(true);
      const bad = await get('/api/sliders?slider_type=Other');
      expect(bad.status).toBe(422);
      expect(await bad.json()).toMatchObject({ message: 'slider_type must be Main, Favourite or Features.' });
    });

    it('GET /api/sliders and /api/promotion answer every caption in English and Bangla, whatever the Accept-Language (issue 22)', async () => {
      const bengali = /[\u0985-\u09b9]/; // Bangla letters (৳ is in the block too)
      for (const language of ['en', 'bn']) {
        const headers = { 'Accept-Language': language };
        const sliderList = (await (await get('/api/sliders', { headers })).json()) as { name: string; name_bn: string; thubmnail: string; art_bn: { thumbnail: string; headline: string; offer: string; cta: string } | null }[];
        expect(sliderList).toHaveLength(9);
        for (const slider of sliderList) {
          expect(slider.name).not.toMatch(bengali);
          expect(slider.name_bn).toMatch(bengali);
          // Our own pictures: the Bangla site gets the word-free drawing and its words in Bangla.
          expect(slider.art_bn?.thumbnail).toBe(slider.thubmnail.replace('.svg?', '.bn.svg?'));
          expect(slider.art_bn?.headline).toMatch(bengali);
        }
        expect(sliderList.find((slider) => slider.name === 'Welcome bonus 100% up to ৳10,000')).toMatchObject({
          name_bn: 'স্বাগতম বোনাস: ১০০%, সর্বোচ্চ ৳১০,০০০',
          art_bn: { kicker: 'স্বাগতম বোনাস', offer: '৳১০,০০০', cta: 'এখনই ডিপোজিট করুন' },
        });
        const promotionList = (await (await get('/api/promotion', { headers })).json()) as { name: string; name_bn: string; desc: string; desc_bn: string; art_bn: { headline: string } | null }[];
        expect(promotionList.length).toBeGreaterThan(10);
        for (const promotion of promotionList) {
          expect([promotion.name_bn, promotion.desc_bn, promotion.art_bn?.headline]).toEqual([expect.stringMatching(bengali), expect.stringMatching(bengali), expect.stringMatching(bengali)]);
        }
        expect(promotionList[0]).toMatchObject({ name: 'Welcome Offer: ৳7,777 Sports Bonus', name_bn: 'স্বাগতম অফার: ৳৭,৭৭৭ স্পোর্টস বোনাস' });
      }
      expect(await (await get('/api/promotions/1', { headers: { 'Accept-Language': 'bn' } })).json()).toMatchObject({ name_bn: 'স্বাগতম অফার: ৳৭,৭৭৭ স্পোর্টস বোনাস', art_bn: { offer: '১০০%' } });
    });

    it('falls back to the English caption, and to no Bangla picture, for a row without them (issue 22)', async () => {
      const { db } = ctx.database();
      await db.update(sliders).set({ nameBn: null, thubmnail: '/uploads/summer.png' }).where(eq(sliders.id, 1));
      await db.update(promotions).set({ nameBn: null, descBn: null }).where(eq(promotions.id, 1));
      const first = ((await (await get('/api/sliders')).json()) as Record<string, unknown>[]).find((slider) => slider.id === 1);
      expect(first).toMatchObject({ name: 'Welcome bonus 100% up to ৳10,000', name_bn: 'Welcome bonus 100% up to ৳10,000', art_bn: null });
      const promotion = (await (await get('/api/promotions/1')).json()) as Record<string, unknown>;
      expect(promotion).toMatchObject({ name_bn: promotion.name, desc_bn: promotion.desc });
    });

    it('GET /api/sociallink answers the links, and a list form', async () => {
      const res = await get('/api/sociallink');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ whatsapp: 'https://wa.me/8801700000000', facebook: 'https://facebook.com/takaplay', telegram: 'https://t.me/takaplay' });
      expect(body.links).toHaveLength(3);
      const list = await (await get('/api/sociallink?format=list')).json();
      expect(list).toEqual([
        { name: 'whatsapp', link: 'https://wa.me/8801700000000' },
        { name: 'facebook', link: 'https://facebook.com/takaplay' },
        { name: 'telegram', link: 'https://t.me/takaplay' },
      ]);
      expect((await get('/api/sociallink?format=xml')).status).toBe(422);
    });

    it('GET /api/payment-methods lists the six methods', async () => {
      const res = await get('/api/payment-methods');
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>[];
      expect(body.map((item) => item.name)).toEqual(['bKash', 'Nagad', 'Rocket', 'Upay', 'Bank', 'USDT']);
      expect(Object.keys(body[0] ?? {}).sort()).toEqual(['icon', 'id', 'name', 'status']);
      expect(body.every((item) => item.status === 'active')).toBe(true);
    });

    it('GET /api/promotion lists promotions in every visible category, with or without a token', async () => {
      const player = await createTestPlayer(ctx.database());
      const guest = (await (await get('/api/promotion')).json()) as Record<string, unknown>[];
      const withToken = await (await get('/api/promotion', { headers: player.auth })).json();
      const badToken = await get('/api/promotion', { headers: { Authorization: 'Bearer not-a-token' } });
      expect(withToken).toEqual(guest);
      expect(badToken.status).toBe(200);
      expect(Object.keys(guest[0] ?? {}).sort()).toEqual(
        ['art_bn', 'categories', 'deposit_bouns', 'desc', 'desc_bn', 'end_date', 'id', 'name', 'name_bn', 'start_date', 'status', 'tag', 'thumbnail', 'turnover'].sort(),
      );
      expect(guest[0]).toMatchObject({ deposit_bouns: 100, status: 'active', start_date: '2025-04-05', end_date: '2026-12-31', tag: 'New' });
      const categories = new Set(guest.flatMap((item) => item.categories as number[]));
      for (const id of visiblePromotionCategoryIds) expect(categories.has(id)).toBe(true);
      expect(guest.every((item) => item.status === 'active' || item.status === 'display')).toBe(true);
      expect(guest.some((item) => item.status === 'display')).toBe(true);
    });

    it('GET /api/promotion leaves out inactive promotions', async () => {
      await ctx.database().db.update(promotions).set({ status: 'inactive' }).where(eq(promotions.id, 1));
      const body = (await (await get('/api/promotion')).json()) as { id: number }[];
      expect(body.some((item) => item.id === 1)).toBe(false);
      expect((await get('/api/promotions/1')).status).toBe(404);
    });

    it('GET /api/promotions/{id} answers one promotion, 404 otherwise', async () => {
      const res = await get('/api/promotions/2');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: 2, name: '100% Slots Welcome Bonus + Free Spins', deposit_bouns: 100, categories: [99, 1] });
      for (const id of ['999', 'abc', '0', '-1', '99999999999', '1.5']) {
        const missing = await get(`/api/promotions/${id}`);
        expect(missing.status).toBe(404);
        expect(await missing.json()).toEqual({ message: 'Promotion not found.', code: 'promotion_not_found' });
      }
    });

    it('serves generated images for the seeded storage paths', async () => {
      const res = await get('/storage/sliders/welcome-bonus.svg');
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('image/svg+xml');
      expect(await res.text()).toContain('>WELCOME BONUS<');
      expect((await get('/storage/sliders/..%2Fx.svg')).status).toBe(404);
      expect((await get('/storage/other/x.svg')).status).toBe(404);
    });
  });

  describe('on an empty database', () => {
    it('answers empty lists and 404 messages', async () => {
      expect(await (await get('/api/logo')).json()).toEqual([]);
      expect(await (await get('/api/sliders')).json()).toEqual([]);
      expect(await (await get('/api/payment-methods')).json()).toEqual([]);
      expect(await (await get('/api/promotion')).json()).toEqual([]);
      const general = await get('/api/general');
      expect(general.status).toBe(404);
      expect(await general.json()).toEqual({ message: 'General settings not found.', code: 'general_settings_not_found' });
      const social = await get('/api/sociallink');
      expect(social.status).toBe(404);
      expect(await social.json()).toEqual({ message: 'Social links not found.', code: 'social_links_not_found' });
    });

    it('fills missing settings keys with empty strings', async () => {
      await ctx.database().db.insert(siteSettings).values({ key: 'general', value: { site_title: 'X', extra: 'hidden' } });
      expect(await (await get('/api/general')).json()).toEqual({ site_title: 'X', support_mail: '', whatsapp: '', live_chat: '', intercom: '', tawk_id: '' });
    });
  });
});
