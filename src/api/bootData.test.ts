import { z } from 'zod/mini';
import { BOOT_DATA_WINDOW_MS, bootKeyOf, createBootData, readBootData } from './bootData';
import { createApiClient } from './client';

describe('boot data', () => {
  it('answers a stored path while the page starts, and nothing after', () => {
    let now = 0;
    const boot = createBootData({ logo: [{ logo: '/l.svg' }] }, () => now, 0);
    expect(boot.answerFor('logo')).toEqual([{ logo: '/l.svg' }]);
    expect(boot.answerFor('sliders')).toBeUndefined();
    now = BOOT_DATA_WINDOW_MS + 1;
    expect(boot.answerFor('logo')).toBeUndefined();
  });

  it("reads the page's block, and treats a missing or broken one as none", () => {
    document.body.innerHTML = '<script type="application/json" id="boot-data">{"general":{"site_title":"TakaPlay"}}</script>';
    expect(readBootData(document, () => 5).answerFor('general')).toEqual({ site_title: 'TakaPlay' });
    document.body.innerHTML = '<script type="application/json" id="boot-data">{broken</script>';
    expect(readBootData(document, () => 5).answerFor('general')).toBeUndefined();
    document.body.innerHTML = '';
    expect(readBootData(document, () => 5).answerFor('general')).toBeUndefined();
  });

  it('lets the API client answer a GET without a query from it, parsed like a network answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ site_title: 'from the network' }));
    let now = 0;
    const client = createApiClient({
      baseURL: 'http://site.test/api',
      timeoutMs: 1000,
      getToken: () => null,
      fetch,
      bootData: createBootData({ general: { site_title: 'from the page' }, sliders: 'not a list' }, () => now, 0),
    });
    const general = z.object({ site_title: z.string() });
    expect(await client.get('general', general)).toEqual({ site_title: 'from the page' });
    expect(fetch).not.toHaveBeenCalled();
    // A query means another answer: the network is asked.
    expect(await client.get('general', general, { format: 'list' })).toEqual({ site_title: 'from the network' });
    // A stored answer of the wrong shape fails like a wrong network answer would.
    await expect(client.get('sliders', z.array(z.unknown()))).rejects.toMatchObject({ kind: 'invalidResponse' });
    now = BOOT_DATA_WINDOW_MS + 1;
    expect(await client.get('general', general)).toEqual({ site_title: 'from the network' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks the network for a caller's own answer (promotions) when a player is logged in: the stored one is a guest's", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json([]));
    let token: string | null = null;
    const client = createApiClient({
      baseURL: 'http://site.test/api',
      timeoutMs: 1000,
      getToken: () => token,
      fetch,
      bootData: createBootData({ promotion: [{ id: 1 }], logo: [{ logo: '/l.svg' }] }, () => 0, 0),
    });
    const list = z.array(z.unknown());
    expect(await client.get('promotion', list)).toEqual([{ id: 1 }]);
    expect(fetch).not.toHaveBeenCalled();
    token = 'player-token';
    expect(await client.get('promotion', list)).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The same for everyone: still from the page.
    expect(await client.get('logo', list)).toEqual([{ logo: '/l.svg' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keys a GET by its path and its query sorted by name, as the server does (server/http/page-boot.test.ts pins the same)', () => {
    expect(bootKeyOf('logo')).toBe('logo');
    expect(bootKeyOf('logo', {})).toBe('logo');
    expect(bootKeyOf('get-system', { type: 'LIVE' })).toBe('get-system?type=LIVE');
    expect(bootKeyOf('get-provider', { system: '["EVOLUTION","SEXY"]' })).toBe('get-provider?system=%5B%22EVOLUTION%22%2C%22SEXY%22%5D');
    expect(bootKeyOf('get-games', { type: 'SLOT', system: 'JILI,PG', sort: 'displayOrder', per_page: 5000, search: undefined })).toBe(
      'get-games?per_page=5000&sort=displayOrder&system=JILI%2CPG&type=SLOT',
    );
  });

  it('answers a GET with a query from the answer stored under its key', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ systems: ['FROM-NETWORK'] }));
    const client = createApiClient({
      baseURL: 'http://site.test/api',
      timeoutMs: 1000,
      getToken: () => null,
      fetch,
      bootData: createBootData({ 'get-system?type=LIVE': { systems: ['EVOLUTION'] } }, () => 0, 0),
    });
    const systems = z.object({ systems: z.array(z.string()) });
    expect(await client.get('get-system', systems, { type: 'LIVE' })).toEqual({ systems: ['EVOLUTION'] });
    expect(fetch).not.toHaveBeenCalled();
    expect(await client.get('get-system', systems, { type: 'SLOT' })).toEqual({ systems: ['FROM-NETWORK'] });
  });
});
