import { translate } from './index';

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('en', 'comingSoon.title', { page: 'Deposit' })).toBe('Deposit is coming soon');
  });
  it('leaves an unfilled placeholder visible', () => {
    expect(translate('en', 'notFound.body', {})).toBe('The address {path} does not exist on this site.');
  });
});
