import { defineMessages } from '../catalogue.ts';

/** The exchange area's messages (see ../catalogue.ts). */
export const exchangeMessages = defineMessages({});
