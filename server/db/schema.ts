// The whole database schema: one file per area under tables/, gathered here for drizzle.
import { siteSettings, sliders } from './tables/content.ts';
import { codeDestinations, loginFailures, outboxMessages, playerPhones, playerTokens, signups, verificationCodes, verifiedPhones } from './tables/player-security.ts';
import { players } from './tables/players.ts';
import { playerSessions } from './tables/sessions.ts';
import { captchas } from './tables/captcha.ts';
import { chatMessages, chats, supportAgents } from './tables/chats.ts';
import { gamePlatforms, games, gameSessions } from './tables/games.ts';
import { inboxMessages } from './tables/inbox.ts';
import { paymentChannels, paymentMethods } from './tables/payment-methods.ts';
import { promotions } from './tables/promotions.ts';
import { vipConversions } from './tables/vip.ts';
import { idempotencyKeys, ledgerEntries, turnoverRequirements } from './tables/money.ts';
import { bets } from './tables/bets.ts';
import { fundsTransactions, receiptFiles } from './tables/funds.ts';
import { referralRewards } from './tables/referral.ts';
import { exchangeBets } from './tables/exchange.ts';
import { saferLimitChanges, saferLimitPrompts, saferLimits } from './tables/safer-limits.ts';

import { playerBreaks, playerRealityChecks } from './tables/safer-breaks.ts';

export * from './tables/content.ts';
export * from './tables/player-security.ts';
export * from './tables/players.ts';
export * from './tables/sessions.ts';
export * from './tables/captcha.ts';
export * from './tables/chats.ts';
export * from './tables/games.ts';
export * from './tables/inbox.ts';
export * from './tables/payment-methods.ts';
export * from './tables/promotions.ts';
export * from './tables/vip.ts';
export * from './tables/money.ts';
export * from './tables/bets.ts';
export * from './tables/funds.ts';
export * from './tables/referral.ts';
export * from './tables/exchange.ts';
export * from './tables/safer-limits.ts';

export * from './tables/safer-breaks.ts';

export const schema = {
  players,
  playerSessions,
  loginFailures,
  signups,
  playerTokens,
  verificationCodes,
  playerPhones,
  verifiedPhones,
  codeDestinations,
  outboxMessages,
  siteSettings,
  sliders,
  gamePlatforms,
  games,
  gameSessions,
  promotions,
  paymentMethods,
  paymentChannels,
  inboxMessages,
  supportAgents,
  chats,
  chatMessages,
  vipConversions,
  captchas,
  ledgerEntries,
  idempotencyKeys,
  turnoverRequirements,
  bets,
  fundsTransactions,
  receiptFiles,
  referralRewards,
  exchangeBets,
  saferLimits,
  saferLimitChanges,
  saferLimitPrompts,

  playerBreaks,
  playerRealityChecks,
};
export type Schema = typeof schema;
