import type { WithdrawalFieldProblem, WithdrawalProblem } from '../../../machines/withdrawal';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';

/** The words for a problem (spec 1 §5 and §8); the server's own words as they came. */
export function problemText(problem: WithdrawalProblem): string {
  switch (problem.code) {
    case 'birthdayMissing':
    case 'server':
      return problem.message;
    case 'loadFailed':
      return problem.message ?? t('withdrawal.loadFailed');
    case 'turnoverOpen':
      return problem.turnoverLeft === null
        ? t('withdrawal.problem.turnoverOpen')
        : `${t('withdrawal.problem.turnoverOpen')} ${t('withdrawal.problem.turnoverLeft', { amount: formatTaka(problem.turnoverLeft, { fixedDecimals: true }) })}`;
    default:
      return t(`withdrawal.problem.${problem.code}`);
  }
}

/** Where a problem links to, if anywhere (spec 1 §8: Date of Birth → profile, turnover → /turnover-record). */
export function problemLink(problem: WithdrawalProblem): string | null {
  switch (problem.code) {
    case 'birthdayMissing':
    case 'phoneNotVerified':
      return '/profile';
    case 'turnoverOpen':
      return '/turnover-record';
    default:
      return null;
  }
}

/** The field a field problem belongs under. */
export type WithdrawalField = 'amount' | 'accountNumber' | 'paymentMethod';

export function fieldOf(problem: WithdrawalFieldProblem | null): WithdrawalField | null {
  switch (problem?.code) {
    case 'amountRequired':
      return 'amount';
    case 'accountNumberRequired':
      return 'accountNumber';
    case 'paymentMethodRequired':
      return 'paymentMethod';
    default:
      return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The Error dialog's HTML (it renders HTML, sanitised): a link where the problem has one, and the
 * server's words as they came otherwise, so a server may format them but never run anything.
 */
export function problemHtml(problem: WithdrawalProblem): string {
  const link = problemLink(problem);
  if (link !== null) return `<a href="${link}">${escapeHtml(problemText(problem))}</a>`;
  if (problem.code === 'server') return problem.message;
  return escapeHtml(problemText(problem));
}
