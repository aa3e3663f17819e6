import { titleWithSiteName } from './pageLoading';

describe('titleWithSiteName', () => {
  it('replaces the site name, keeping the page name in front', () => {
    expect(titleWithSiteName('Deposit | TakaPlay', 'Taka Test')).toBe('Deposit | Taka Test');
    expect(titleWithSiteName('TakaPlay', 'Taka Test')).toBe('Taka Test');
  });
  it('leaves titles of another form, and already rewritten ones, alone', () => {
    expect(titleWithSiteName('Deposit | Taka Test', 'Taka Test')).toBe('Deposit | Taka Test');
    expect(titleWithSiteName('Something else', 'Taka Test')).toBe('Something else');
  });
});
