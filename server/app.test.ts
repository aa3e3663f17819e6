import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { createApp } from './app.ts';
import { fixedClock } from './clock.ts';
import type { Database } from './db/client.ts';
import { readJsonBody } from './http/json-body.ts';
import type { Logger } from './logger.ts';
import { testConfig } from './testing/config.ts';
import { createTestDatabase } from './testing/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const signupBody = z.object({
  username: z.string().regex(/^[a-z0-9]{8,16}$/, 'The username must be 8–16 letters or digits.'),
  age: z.number().int().min(18, 'You must be 18 or older.'),
});

function testApp(log: Logger = { info: () => {}, error: () => {} }) {
  return createApp(
    { database, clock: fixedClock(), config: testConfig({ distDir: '/nonexistent-dist' }), log },
    {
      extraRoutes: (app) => {
        app.post('/api/test/echo', async (c) => c.json(await readJsonBody(c, signupBody)));
        app.get('/api/test/boom', () => {
          throw new Error('secret stack detail');
        });
      },
    },
  );
}

const postJson = (body: string) => ({ method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

/** /api answers carry the code; the feed's (/exchange-data, not player-facing) only the words. */
const notFoundAt = (path: string) => (path.startsWith('/api') ? { message: 'Not found', code: 'not_found' } : { message: 'Not found' });

describe('app', () => {
  it("puts its own answers of logo, general, limits, the footer's links and logos, sliders, promotion and the first category's providers in the home page's boot data", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'takaplay-app-boot-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<html><head><title>t</title></head><body><div id="root"></div></body></html>');
      const app = createApp({ database, clock: fixedClock(), config: testConfig({ distDir: dist }), log: { info: () => {}, error: () => {} } });
      const html = await (await app.request('/', { headers: { Accept: 'text/html' } })).text();
      const block = /<script type="application\/json" id="boot-data">(.*?)<\/script><\/head>/s.exec(html)?.[1];
      const boot = z.record(z.string(), z.unknown()).parse(JSON.parse(block ?? 'null'));
      // What the site would have fetched: each call's 200 answer, and nothing for a call that fails.
      const expected: Record<string, unknown> = {};
      const ask = async (path: string) => {
        const answer = await app.request(`/api/${path}`);
        if (answer.ok) expected[path] = await answer.json();
        return expected[path];
      };
      for (const path of ['logo', 'general', 'limits', 'sociallink?format=list', 'payment-methods', 'sliders', 'promotion']) await ask(path);
      const { systems } = z.object({ systems: z.array(z.string()) }).parse(await ask('get-system?type=CASINO'));
      await ask(`get-provider?${new URLSearchParams({ system: JSON.stringify(systems) }).toString()}`);
      expect(boot).toEqual(expected);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers unknown API paths with JSON 404', async () => {
    for (const path of ['/api/nope', '/api/', '/exchange-data/x']) {
      const res = await testApp().request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFoundAt(path));
    }
    const post = await testApp().request('/api/nope', { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it("answers unknown API paths with JSON 404, not the site's page, also when the site is built and HTML is asked for", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'takaplay-app-404-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<html><head><title>t</title></head><body><div id="root"></div></body></html>');
      const app = createApp({ database, clock: fixedClock(), config: testConfig({ distDir: dist }), log: { info: () => {}, error: () => {} } });
      // The site's own routes still get the page.
      expect((await app.request('/games', { headers: { Accept: 'text/html' } })).headers.get('Content-Type')).toContain('text/html');
      for (const path of ['/api/nope', '/api', '/api/', '/api/user/show/extra', '/api/nope.html', '/exchange-data/nope']) {
        for (const method of ['GET', 'POST', 'DELETE']) {
          const res = await app.request(path, { method, headers: { Accept: 'text/html,application/xhtml+xml' } });
          expect({ path, method, status: res.status, type: res.headers.get('Content-Type') }).toEqual({ path, method, status: 404, type: 'application/json' });
          expect(await res.json()).toEqual(notFoundAt(path));
        }
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('hides errors behind a JSON 500 and logs them', async () => {
    const logged: unknown[] = [];
    const res = await testApp({ info: () => {}, error: (_m, e) => logged.push(e) }).request('/api/test/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error', code: 'server_error' });
    expect(text).not.toContain('secret');
    expect(logged).toHaveLength(1);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('sets security headers on every response', async () => {
    const res = await testApp().request('/api/health');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('readJsonBody', () => {
  it('returns the validated body', async () => {
    const res = await testApp().request('/api/test/echo', postJson('{"username":"player123","age":30}'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: 'player123', age: 30 });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await testApp().request('/api/test/echo', postJson('{"username":'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'body_not_json' });
  });

  it('answers 422 with errors per field', async () => {
    const res = await testApp().request('/api/test/echo', postJson('{"username":"x","age":12}'));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toEqual({
      message: 'The username must be 8–16 letters or digits.',
      errors: { username: ['The username must be 8–16 letters or digits.'], age: ['You must be 18 or older.'] },
    });
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('answers 422 for a missing body', async () => {
    const res = await testApp().request('/api/test/echo', { method: 'POST' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty('body');
  });

  it('answers 413 for an oversized body', async () => {
    const res = await testApp().request('/api/test/echo', postJson(`"${'x'.repeat(1024 * 1024 + 10)}"`));
    expect(res.status).toBe(413);
  });
});
