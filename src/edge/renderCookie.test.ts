import { setPreferredLanguage } from '../i18n';
import { showsServerScreen, syncRenderCookie } from './renderCookie';

/** The cookie as the server reads it (server/http/first-screen.ts): `tp_render=client`, or absent. */
const renderCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith('tp_render='));

describe('the cookie that leaves the first screen to the browser (issue 26 §1)', () => {
  afterEach(async () => {
    localStorage.clear();
    await setPreferredLanguage('en');
    syncRenderCookie();
  });

  it('is absent for a visitor in English, whose first screen the server draws and the browser hydrates', () => {
    syncRenderCookie();
    expect(renderCookie()).toBeUndefined();
    expect(showsServerScreen()).toBe(true);
  });

  it('is set for a stored session and for Bangla, and cleared again when neither holds', async () => {
    localStorage.setItem('token', 'abc');
    syncRenderCookie();
    expect(renderCookie()).toBe('tp_render=client');
    expect(showsServerScreen()).toBe(false);
    localStorage.removeItem('token');
    await setPreferredLanguage('bn');
    syncRenderCookie();
    expect(renderCookie()).toBe('tp_render=client');
    expect(showsServerScreen()).toBe(false);
    await setPreferredLanguage('en');
    syncRenderCookie();
    expect(renderCookie()).toBeUndefined();
  });
});
