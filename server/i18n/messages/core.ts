import { defineMessages } from '../catalogue.ts';

/** app.ts, http/, auth/, the body limit and idempotency. */
export const coreMessages = defineMessages({});
