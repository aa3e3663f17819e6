/**
 * The English catalogue: every text a player reads comes from here; Bangla mirrors it (bn.ts).
 * Keys are grouped by area; `{name}` placeholders are filled by `t()`. The site's texts (enSite.ts)
 * come with the entry; each other area's (enAreas.ts) with the pages that show it (src/i18n/texts/).
 */
import { coreEn } from './en/core';
import { accountEn } from './en/account';
import { bettingRecordsEn } from './en/bettingRecords';
import { breaksEn } from './en/breaks';
import { chatEn } from './en/chat';
import { exchangeEn } from './en/exchange';
import { exchangeAccountEn } from './en/exchangeAccount';
import { extrasEn } from './en/extras';
import { gamesEn } from './en/games';
import { homeEn } from './en/home';
import { inboxEn } from './en/inbox';
import { memberEn } from './en/member';
import { oddsViewEn } from './en/oddsView';
import { profileEn } from './en/profile';
import { promotionsEn } from './en/promotions';
import { recordsEn } from './en/records';
import { referralEn } from './en/referral';
import { saferEn } from './en/safer';
import { flowsEn } from './en/flows';
import { signupEn } from './en/signup';
import { fundsEn } from './en/funds';
import { depositEn } from './en/deposit';
import { withdrawalEn } from './en/withdrawal';
import { siteEn } from './enSite';
import { areasEn } from './enAreas';

/** Area files keep parallel work apart; a key may appear only once (checked in i18n.test.ts). */
export const en = { ...siteEn, ...areasEn } as const;

/** Every area file, for the duplicate-key check. */
export const catalogueParts = { coreEn, signupEn, gamesEn, homeEn, extrasEn, fundsEn, depositEn, withdrawalEn, inboxEn, accountEn, profileEn, recordsEn, chatEn, bettingRecordsEn, memberEn, referralEn, promotionsEn, exchangeEn, oddsViewEn, exchangeAccountEn, saferEn, breaksEn, flowsEn } as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
