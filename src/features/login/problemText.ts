import type { LoginProblem } from '../../../machines/login';
import { t } from '../../i18n';

/** The words for a field problem of the login machine: the catalogue's, or the server's own. */
export function problemText(problem: LoginProblem | null): string | null {
  if (problem === null) return null;
  return problem.code === 'server' ? problem.message : t(`login.error.${problem.code}`);
}

/** "2 tries left before a 15-minute pause." after a wrong password (the server's tries_left), or nothing. */
export function triesLeftText(triesLeft: number | null): string | null {
  if (triesLeft === null) return null;
  if (triesLeft === 0) return t('login.triesLeft.none');
  if (triesLeft === 1) return t('login.triesLeft.one');
  return t('login.triesLeft.other', { count: triesLeft });
}
