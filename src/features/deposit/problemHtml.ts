import type { DepositProblem } from '../../../machines/deposit';
import { formatTaka } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
    case 'overAllowance': {
      const left = formatTaka(problem.left, { fixedDecimals: !Number.isInteger(problem.left) });
      if (problem.resetsAt === null) return escapeHtml(problem.left > 0 ? t('safer.deposit.overAllowanceNoTime', { left }) : t('safer.deposit.limitReachedNoTime'));
      const time = formatDhakaTime(problem.resetsAt, 'D MMM YYYY, HH:mm');
      return escapeHtml(problem.left > 0 ? t('safer.deposit.overAllowance', { left, time }) : t('safer.deposit.limitReached', { time }));
    }
    case 'navigationFailed':
      return t('deposit.error.general');
  }
}
