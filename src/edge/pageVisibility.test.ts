import { followPageVisibility, isPageHidden, type PageVisibilityEvent } from './pageVisibility';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('page visibility for polling machines', () => {
  afterEach(() => setVisibility('visible'));

  it('sends page.hidden and page.shown as the tab hides and shows, until stopped', () => {
    const sent: PageVisibilityEvent[] = [];
    const stop = followPageVisibility((event) => sent.push(event));
    setVisibility('hidden');
    expect(isPageHidden()).toBe(true);
    setVisibility('visible');
    stop();
    setVisibility('hidden');
    expect(sent).toEqual([{ type: 'page.hidden' }, { type: 'page.shown' }]);
  });
});
