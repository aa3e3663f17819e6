import type { LoginProblem } from '../../../machines/login';
import { t } from '../../i18n';

/** The words for a field problem of the login machine: the catalogue's, or the server's own. */
export function problemText(problem: LoginProblem | null): string | null {
  if (problem === null) return null;
  return problem.code === 'server' ? problem.message : t(`login.error.${problem.code}`);
}
