import { JSDOM } from 'jsdom';
import { generatePaths } from '../../../machines/lib/paths';
import { sessionFlow } from '../../../machines/session.flow';
import { sideMenuFlow } from '../../../machines/sideMenu.flow';
import { generateFlowDocs } from './generate';
import { viewerFlow } from './viewer';

/** The offline index page's viewer (issue 27 §2), its inline script run in jsdom on two machines. */
describe('the offline viewer', () => {
  let dom: JSDOM;
  const $ = (selector: string) => {
    const element = dom.window.document.querySelector(selector);
    if (!element) throw new Error(`no ${selector}`);
    return element as HTMLElement;
  };
  const section = (flow: string) => $(`section[data-flow="${flow}"]`);
  const viewBoxWidth = (flow: string) => Number(section(flow).querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2]);
  const choose = (select: HTMLElement, value: string) => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new dom.window.Event('change'));
  };

  beforeAll(async () => {
    const viewer = { session: viewerFlow(sessionFlow, new Set(['session.loggedOut session.loggedIn #0'])), sideMenu: viewerFlow(sideMenuFlow, null) };
    const index = (await generateFlowDocs([sessionFlow, sideMenuFlow], { viewer })).get('index.html') ?? '';
    dom = new JSDOM(index, { runScripts: 'dangerously', url: 'http://localhost/docs/flows/index.html#flow-sideMenu' });
  }, 60_000);

  it('is one page with its script inline, showing one machine, the one in the address; the picker changes it', () => {
    expect(dom.window.document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(section('sideMenu').hidden).toBe(false);
    expect(section('session').hidden).toBe(true);
    expect(($('#flow-pick') as HTMLSelectElement).value).toBe('sideMenu');
    choose($('#flow-pick'), 'session');
    expect(dom.window.location.hash).toBe('#flow-session');
    dom.window.dispatchEvent(new dom.window.HashChangeEvent('hashchange'));
    expect(section('session').hidden).toBe(false);
    expect(section('sideMenu').hidden).toBe(true);
  });

  it('zooms with + and −, fits, and pans with the keys', () => {
    const whole = viewBoxWidth('session');
    (section('session').querySelector('[data-zoom="in"]') as HTMLElement).click();
    expect(viewBoxWidth('session')).toBeCloseTo(whole / 1.25, 1);
    (section('session').querySelector('[data-zoom="fit"]') as HTMLElement).click();
    expect(viewBoxWidth('session')).toBeCloseTo(whole, 1);
    section('session').querySelector('.chart')?.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(Number(section('session').querySelector('svg')?.getAttribute('viewBox')?.split(' ')[1])).toBeGreaterThan(0);
  });

  it('steps through a generated path, highlighting the state reached and the transition taken', () => {
    const paths = generatePaths(sessionFlow);
    const pick = section('session').querySelector('[data-path-pick]') as HTMLSelectElement;
    expect(pick.options).toHaveLength(paths.length + 1);
    choose(pick, '0');
    const active = () => [...section('session').querySelectorAll('.chart [data-state-id].active')].map((element) => element.getAttribute('data-state-id'));
    expect(paths[0]?.inputName).toBe('a visitor with nothing stored');
    expect(active()).toEqual(['session.loggedOut']);
    (section('session').querySelector('[data-step="next"]') as HTMLElement).click();
    expect(section('session').querySelector('.path-step')?.textContent).toMatch(/^Step 1 of \d+: /);
    expect(section('session').querySelectorAll('.chart [data-transition-key].active').length).toBeGreaterThan(0);
  });

  it('marks the coverage: taken in a browser, by model tests only', () => {
    const box = section('session').querySelector('[data-coverage]') as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new dom.window.Event('change'));
    const marked = (mark: string) => section('session').querySelectorAll(`.chart [data-transition-key].mark-${mark}`).length;
    const all = section('session').querySelectorAll('.chart [data-transition-key]').length;
    expect(marked('covered')).toBe(1);
    expect(section('session').querySelector('.chart .mark-covered')?.getAttribute('data-transition-key')).toBe('session.loggedOut session.loggedIn #0');
    expect(marked('model-only')).toBe(all - 1);
    expect(marked('uncovered')).toBe(0);
  });
});
