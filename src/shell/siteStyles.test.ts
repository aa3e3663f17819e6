import { applySiteStyles } from './siteStyles';

function pageWithPreload(): Document {
  const doc = document.implementation.createHTMLDocument('site');
  doc.head.innerHTML = '<link rel="preload" as="style" crossorigin href="/assets/index-1.css" data-site-styles>';
  return doc;
}

describe('applySiteStyles', () => {
  it('resolves at once when the page has no preloaded stylesheet (development)', async () => {
    const doc = document.implementation.createHTMLDocument('dev');
    await expect(applySiteStyles(doc)).resolves.toBeUndefined();
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('applies the preloaded stylesheet and resolves only once it has loaded', async () => {
    const doc = pageWithPreload();
    let settled = false;
    const applied = applySiteStyles(doc).then(() => (settled = true));
    const sheet = doc.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toBe('/assets/index-1.css');
    expect(sheet?.getAttribute('crossorigin')).toBe('');
    await Promise.resolve();
    expect(settled).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await applied;
    expect(settled).toBe(true);
  });

  it('resolves when the stylesheet fails, so the site still renders', async () => {
    const doc = pageWithPreload();
    const applied = applySiteStyles(doc);
    doc.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
  });
});
