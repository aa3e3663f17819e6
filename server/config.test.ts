import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      devApiPort: 8081,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      distDir: './dist',
      nodeEnv: 'development',
      demoUsername: 'demoplayer1',
      demoPassword: 'demo12345',
      flowsEnabled: false,
      skipBuild: false,
      exchangeDataUrl: undefined,
      exchangeSeed: 'takaplay',
      exchangeFeedTime: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      DEV_API_PORT: '3001',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/takaplay',
      DATABASE_URL: 'postgres://u:p@db:5432/takaplay',
      DIST_DIR: 'build',
      NODE_ENV: 'production',
      DEMO_USERNAME: 'TesterOne99',
      DEMO_PASSWORD: 'secret123',
      FLOWS_ENABLED: 'true',
      SKIP_BUILD: '1',
      EXCHANGE_DATA_URL: 'https://odds.example.com/api/',
      EXCHANGE_SEED: 'replay-7',
    });
    expect(config).toMatchObject({
      port: 3000,
      devApiPort: 3001,
      host: '127.0.0.1',
      dataDir: '/var/lib/takaplay',
      databaseUrl: 'postgres://u:p@db:5432/takaplay',
      distDir: 'build',
      nodeEnv: 'production',
      demoUsername: 'testerone99',
      demoPassword: 'secret123',
      flowsEnabled: true,
      skipBuild: true,
      exchangeDataUrl: 'https://odds.example.com/api',
      exchangeSeed: 'replay-7',
    });
  });

  it('moves and speeds up the simulated feed only when asked', () => {
    const now = () => Date.parse('2026-11-24T05:00:00.000Z');
    expect(loadConfig({ EXCHANGE_FEED_SPEED: '30' }, now).exchangeFeedTime).toEqual({ from: now(), realStart: now(), speed: 30 });
    expect(loadConfig({ EXCHANGE_FEED_FROM: '2026-11-24T03:35:00Z' }, now).exchangeFeedTime).toEqual({
      from: Date.parse('2026-11-24T03:35:00Z'),
      realStart: now(),
      speed: 1,
    });
    expect(loadConfig({ EXCHANGE_FEED_SPEED: '0' }, now).exchangeFeedTime).toEqual({ from: now(), realStart: now(), speed: 0 });
    expect(() => loadConfig({ EXCHANGE_FEED_SPEED: '-1' })).toThrow(/EXCHANGE_FEED_SPEED: expected a speed from 0 to 600/);
    expect(() => loadConfig({ EXCHANGE_FEED_FROM: 'soon' })).toThrow(/EXCHANGE_FEED_FROM: expected an ISO 8601 date and time/);
  });

  it('serves the flow charts only when FLOWS_ENABLED turns them on', () => {
    expect(loadConfig({}).flowsEnabled).toBe(false);
    expect(loadConfig({ FLOWS_ENABLED: '' }).flowsEnabled).toBe(false);
    expect(loadConfig({ FLOWS_ENABLED: 'true' }).flowsEnabled).toBe(true);
    expect(loadConfig({ FLOWS_ENABLED: ' ON ' }).flowsEnabled).toBe(true);
    expect(loadConfig({ FLOWS_ENABLED: '1' }).flowsEnabled).toBe(true);
    expect(loadConfig({ FLOWS_ENABLED: 'FALSE' }).flowsEnabled).toBe(false);
    expect(loadConfig({ FLOWS_ENABLED: '0' }).flowsEnabled).toBe(false);
    expect(() => loadConfig({ FLOWS_ENABLED: 'maybe' })).toThrow(/FLOWS_ENABLED: expected true or false, got "maybe"/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['EXCHANGE_DATA_URL', 'ftp://odds.example.com'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DEV_API_PORT', '1.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['NODE_ENV', 'staging'],
    ['DEMO_USERNAME', 'short'],
    ['DEMO_USERNAME', 'has space1'],
    ['DEMO_PASSWORD', 'abcdefgh'],
    ['DEMO_PASSWORD', '12345678'],
    ['DEMO_PASSWORD', 'a1'],
    ['SKIP_BUILD', 'maybe'],
  ])('rejects %s=%s with an error naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
