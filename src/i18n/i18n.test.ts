import { translate } from './index';

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('en', 'notFound.body', { path: '/vip' })).toBe('The address /vip does not exist on this site.');
  });
  it('leaves an unfilled placeholder visible', () => {
    expect(translate('en', 'notFound.body', {})).toBe('The address {path} does not exist on this site.');
  });
});

describe('catalogue parts', () => {
  it('define each key once', async () => {
    const { catalogueParts } = await import('./en');
    const seen = new Map<string, string>();
    for (const [part, texts] of Object.entries(catalogueParts)) {
      for (const key of Object.keys(texts)) {
        expect(seen.get(key), `${key} is in ${part} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, part);
      }
    }
  });
});
