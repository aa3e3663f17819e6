import { ApiError } from './errors';
import { fetchPromotion, fetchPromotions } from './promotions';
import { clientAnswering, json } from './testing/fakeClient';

const row = {
  id: 1,
  name: 'Welcome Offer: ৳7,777 Sports Bonus',
  desc: 'New members get a sports bonus of up to ৳7,777 on their first deposit.',
  thumbnail: '/storage/promotions/promotion-1.svg',
  name_bn: 'স্বাগতম অফার: ৳৭,৭৭৭ স্পোর্টস বোনাস',
  desc_bn: 'নতুন সদস্যরা প্রথম ডিপোজিটে সর্বোচ্চ ৳৭,৭৭৭ স্পোর্টস বোনাস পান।',
  art_bn: { thumbnail: '/storage/promotions/welcome-sports-bonus.bn.svg?v=1', kicker: '', headline: 'স্পোর্টস স্বাগতম', offer: '১০০%', cta: '' },
  deposit_bouns: 100,
  turnover: 10,
  status: 'active',
  start_date: '2026-10-25',
  end_date: '2027-12-31',
  categories: [99, 4],
  tag: 'New',
};

const summary = {
  id: 1,
  name: 'Welcome Offer: ৳7,777 Sports Bonus',
  description: 'New members get a sports bonus of up to ৳7,777 on their first deposit.',
  thumbnail: '/storage/promotions/promotion-1.svg',
  nameBn: 'স্বাগতম অফার: ৳৭,৭৭৭ স্পোর্টস বোনাস',
  descriptionBn: 'নতুন সদস্যরা প্রথম ডিপোজিটে সর্বোচ্চ ৳৭,৭৭৭ স্পোর্টস বোনাস পান।',
  artBn: { thumbnail: '/storage/promotions/welcome-sports-bonus.bn.svg?v=1', kicker: '', headline: 'স্পোর্টস স্বাগতম', offer: '১০০%', cta: '' },
  startDate: '2026-10-25',
  endDate: '2027-12-31',
  tag: 'New',
  categories: [99, 4],
};

describe('promotion calls (spec 2 §7)', () => {
  it('GET promotion without a category for ALL: title, description, image, duration dates, tag and categories', async () => {
    const { client, seen } = clientAnswering(() =>
      json([row, { id: 2, name: 'Old', status: 'inactive' }, { id: 3, name: 'Bare', desc: null, thumbnail: null, start_date: null, end_date: null, status: 'display' }]),
    );
    await expect(fetchPromotions(client, null)).resolves.toEqual([
      summary,
      // Without Bangla fields (an older server): the English ones serve, and no Bangla picture.
      { id: 3, name: 'Bare', description: '', thumbnail: '', nameBn: 'Bare', descriptionBn: '', artBn: null, startDate: null, endDate: null, tag: '', categories: [] },
    ]);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/promotion');
    expect(new URL(seen[0]?.url ?? '').search).toBe('');
  });

  it('GET promotion?category=<id> for one category', async () => {
    const { client, seen } = clientAnswering(() => json([row]));
    await fetchPromotions(client, 99);
    expect(new URL(seen[0]?.url ?? '').searchParams.get('category')).toBe('99');
  });

  it('a 422 keeps the server’s words; an answer that is not a list is refused', async () => {
    const refused = clientAnswering(() => json({ message: 'category must be one of 1, 2.' }, 422));
    const error = (await fetchPromotions(refused.client, 1).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.serverMessage).toBe('category must be one of 1, 2.');
    const odd = clientAnswering(() => json({ data: [] }));
    const invalid = (await fetchPromotions(odd.client, null).catch((caught: unknown) => caught)) as ApiError;
    expect(invalid.kind).toBe('invalidResponse');
  });

  it('GET promotions/{id}: the promotion with its full text', async () => {
    const { client, seen } = clientAnswering(() => json({ ...row, terms: 'Rule one.\nRule two.' }));
    await expect(fetchPromotion(client, 1)).resolves.toEqual({ ...summary, terms: 'Rule one.\nRule two.' });
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/promotions/1');
  });

  it('a 404 keeps the server’s words', async () => {
    const { client } = clientAnswering(() => json({ message: 'Promotion not found.' }, 404));
    const error = (await fetchPromotion(client, 9).catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Promotion not found.');
  });
});
