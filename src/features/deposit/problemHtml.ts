import type { DepositProblem } from '../../../machines/deposit';
import { t } from '../../i18n';

/** The Error dialog's HTML for a deposit problem (spec 1 §5, §8); the phone problem links the profile. */
export function depositProblemHtml(problem: DepositProblem | null): string | null {
  if (problem === null) return null;
  switch (problem.code) {
    case 'phoneNotVerified':
      return `<a href="/profile">${t('deposit.error.phoneNotVerified')}</a>`;
    case 'depositPending':
      return t('deposit.error.depositPending');
    case 'amountRequired':
      return t('deposit.error.amountRequired');
    case 'methodRequired':
      return t('deposit.error.methodRequired');
    case 'channelRequired':
      return t('deposit.error.channelRequired');
    case 'navigationFailed':
      return t('deposit.error.general');
  }
}
