import { defineMessages } from '../catalogue.ts';

/** The rewards area's messages (see ../catalogue.ts). */
export const rewardsMessages = defineMessages({});
