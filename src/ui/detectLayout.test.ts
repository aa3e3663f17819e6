import { detectLayout, MOBILE_MAX_WIDTH } from './detectLayout';

const desktopAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const phoneAgent = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

describe('detectLayout', () => {
  it('switches to mobile at a width of 768 or less', () => {
    expect(detectLayout(desktopAgent, MOBILE_MAX_WIDTH + 1)).toBe('desktop');
    expect(detectLayout(desktopAgent, MOBILE_MAX_WIDTH)).toBe('mobile');
    expect(detectLayout(desktopAgent, 360)).toBe('mobile');
  });
  it('uses the mobile layout for a phone whatever its width', () => {
    expect(detectLayout(phoneAgent, 1280)).toBe('mobile');
  });
});
