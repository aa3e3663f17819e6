import { clampIntoView, isDrag, supportTarget } from './supportTarget';

describe('supportTarget (spec 1 §2.15)', () => {
  it('a logged-in player gets our in-page support chat', () => {
    expect(supportTarget({ loggedIn: true, whatsapp: '+8801700000000', liveChat: 'https://x.example' })).toEqual({ kind: 'inPage', href: '/chat' });
  });
  it('a visitor gets WhatsApp with the digits of the number', () => {
    expect(supportTarget({ loggedIn: false, whatsapp: '+880 1700-000000', liveChat: '' })).toEqual({ kind: 'external', href: 'https://wa.me/8801700000000' });
  });
  it('without WhatsApp, the live chat; without either, the chat page', () => {
    expect(supportTarget({ loggedIn: false, whatsapp: '', liveChat: ' https://chat.example/live ' })).toEqual({ kind: 'external', href: 'https://chat.example/live' });
    expect(supportTarget({ loggedIn: false, whatsapp: '', liveChat: 'javascript:alert(1)' })).toEqual({ kind: 'inPage', href: '/chat' });
  });
});

describe('drag threshold (10 px)', () => {
  it.each([
    [0, 0, false],
    [6, 8, false],
    [10, 0, false],
    [11, 0, true],
    [8, 7, true],
  ])('moved %d, %d: drag %s', (dx, dy, drag) => {
    expect(isDrag(dx, dy)).toBe(drag);
  });
});

describe('clampIntoView', () => {
  const size = { width: 56, height: 56 };
  const area = { width: 390, height: 844, reservedBottom: 60 };
  it('keeps the button inside the window and above the bottom toolbar', () => {
    expect(clampIntoView({ x: -20, y: 900 }, size, area)).toEqual({ x: 0, y: 844 - 60 - 56 });
    expect(clampIntoView({ x: 400, y: -5 }, size, area)).toEqual({ x: 390 - 56, y: 0 });
    expect(clampIntoView({ x: 100, y: 100 }, size, area)).toEqual({ x: 100, y: 100 });
  });
});
