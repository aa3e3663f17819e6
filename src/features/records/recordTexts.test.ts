import { turnoverTitleOf, type TurnoverRecord } from '../../../machines/recordFilters';
import { t } from '../../i18n';
import { NO_PROMOTION_TITLE } from './recordTexts';

const turnover = (status: TurnoverRecord['status']): TurnoverRecord => ({
  kind: 'turnover',
  id: 1,
  status,
  requiredTurnover: 1000,
  remainingTurnover: 400,
  createdAt: '2026-11-22T06:00:00.000Z',
  promotionName: null,
});

describe('turnover card titles with no promotion (spec 2 §2)', () => {
  it('reads Deposit Without any Promotion while active, Deposit once complete', () => {
    const title = (status: TurnoverRecord['status']) => {
      const chosen = turnoverTitleOf(turnover(status));
      return 'text' in chosen ? chosen.text : t(NO_PROMOTION_TITLE[chosen.noPromotion]);
    };
    expect(title('active')).toBe('Deposit Without any Promotion');
    expect(title('complete')).toBe('Deposit');
  });
});
