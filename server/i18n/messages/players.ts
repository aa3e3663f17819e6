import { defineMessages } from '../catalogue.ts';

/** The players area's messages (see ../catalogue.ts). */
export const playersMessages = defineMessages({});
