import type { LoginFailure } from '../../machines/login';
import type { ApiAnswer } from './flows/driver';

/** What the server answers for each log-in failure the machines know (server/README.md, POST /api/login). */
export function loginAnswerFor(failure: LoginFailure): ApiAnswer {
  const message = (text: string | null) => (text === null ? {} : { message: text });
  switch (failure.kind) {
    case 'network':
      return { abort: 'failed' };
    case 'invalidCredentials':
      return { status: 401, json: { ...message(failure.message), code: 'invalid_credentials', tries_left: failure.triesLeft, needs_captcha: failure.captchaNeeded } };
    case 'throttled':
      return { status: 429, json: { ...message(failure.message), code: 'throttled', retry_after: 900 } };
    case 'captchaRequired':
      return { status: 401, json: { ...message(failure.message), code: 'captcha_required' } };
    case 'captchaWrong':
      return { status: 401, json: { ...message(failure.message), code: 'captcha_wrong' } };
    case 'rejected':
      return failure.message === null ? { status: 401, json: {} } : { status: 403, json: { message: failure.message } };
    case 'invalidFields': {
      const errors = Object.fromEntries(Object.entries({ username: failure.username, password: failure.password }).filter(([, text]) => text !== null).map(([field, text]) => [field, [text]]));
      return { status: 422, json: { message: failure.username ?? failure.password, errors } };
    }
  }
}
