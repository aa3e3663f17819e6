import type { SignupFailure } from '../../machines/signup';
import type { ApiAnswer } from './flows/driver';

/** What the server answers for each create-players failure the machine knows (server/README.md). */
export function createAnswerFor(failure: SignupFailure): ApiAnswer {
  switch (failure.kind) {
    case 'network':
      return { abort: 'failed' };
    case 'rejected':
      return failure.message === null ? { status: 500, json: {} } : { status: 403, json: { message: failure.message } };
    case 'invalidFields':
      return {
        status: 422,
        json: { message: failure.message, ...(failure.code ? { code: failure.code } : {}), errors: Object.fromEntries(Object.entries(failure.errors).map(([name, text]) => [name, [text]])) },
      };
  }
}
