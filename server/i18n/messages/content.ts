import { defineMessages } from '../catalogue.ts';

/** The content area's messages (see ../catalogue.ts). */
export const contentMessages = defineMessages({});
