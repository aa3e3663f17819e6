import { renderHook } from '@testing-library/react';
import { FIRST_SCREEN_STATE_ID, firstScreenOrigin, firstScreenReadOrigin, readFirstScreenState, setFirstScreenState, useFirstScreenInput } from './firstScreenState';

/** A page with the server's state block, as server/http/first-screen.ts writes it. */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_SCREEN_STATE_ID;
    block.textContent = text;
    doc.body.append(block);
  }
  return doc;
}

const providers = [{ platform: 'EVOLUTION', name: 'Evolution', icon: null }];

describe('the state a server-drawn first screen started from (issue 26 §1)', () => {
  afterEach(() => setFirstScreenState({}));

  it('is read from the page’s block; an absent, broken or non-object block is no state', () => {
    expect(readFirstScreenState(pageWith('{"categoryBar":{"providers":[{"platform":"EVOLUTION","name":"Evolution","icon":null}]},"origin":"https://takaplay.example"}'))).toEqual({
      categoryBar: { providers },
      origin: 'https://takaplay.example',
    });
    expect(readFirstScreenState(pageWith(null))).toEqual({});
    expect(readFirstScreenState(pageWith('{"categoryBar":'))).toEqual({});
    expect(readFirstScreenState(pageWith('[1]'))).toEqual({});
    expect(readFirstScreenState(pageWith('null'))).toEqual({});
  });

  it('gives a part its input when it first renders, and lets it go once that part has mounted: the same part opened later loads again', () => {
    setFirstScreenState({ categoryBar: { providers }, homeContent: { logo: null } });
    const first = renderHook(() => useFirstScreenInput('categoryBar'));
    expect(first.result.current).toEqual({ providers });
    first.rerender();
    expect(first.result.current).toEqual({ providers });
    first.unmount();
    expect(renderHook(() => useFirstScreenInput('categoryBar')).result.current).toBeUndefined();
    // Another part's input is still there for it.
    expect(renderHook(() => useFirstScreenInput('homeContent')).result.current).toEqual({ logo: null });
  });

  it('says whether a render read the page’s address (the server then keeps that render per address)', () => {
    setFirstScreenState({ origin: 'https://takaplay.example' });
    expect(firstScreenReadOrigin()).toBe(false);
    expect(firstScreenOrigin()).toBe('https://takaplay.example');
    expect(firstScreenReadOrigin()).toBe(true);
    setFirstScreenState({});
    expect(firstScreenReadOrigin()).toBe(false);
    expect(firstScreenOrigin()).toBe('');
  });
});
