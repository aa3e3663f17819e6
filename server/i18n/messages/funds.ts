import { defineMessages } from '../catalogue.ts';

/** The funds area's messages (see ../catalogue.ts). */
export const fundsMessages = defineMessages({});
