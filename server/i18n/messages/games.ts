import { defineMessages } from '../catalogue.ts';

/** The games area's messages (see ../catalogue.ts). */
export const gamesMessages = defineMessages({});
