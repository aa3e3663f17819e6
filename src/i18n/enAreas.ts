import { accountEn } from './en/account';
import { bettingRecordsEn } from './en/bettingRecords';
import { breaksEn } from './en/breaks';
import { chatEn } from './en/chat';
import { depositEn } from './en/deposit';
import { exchangeEn } from './en/exchange';
import { exchangeAccountEn } from './en/exchangeAccount';
import { fundsEn } from './en/funds';
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
import { withdrawalEn } from './en/withdrawal';

/**
 * The texts of the pages behind the first screens (sign-up, the account, funds, records, the exchange,
 * chat): about 13 KB gzip that the entry does not carry. Each page imports its areas' (src/i18n/texts/).
 */
export const areasEn = {
  ...signupEn, ...fundsEn, ...depositEn, ...withdrawalEn, ...inboxEn, ...accountEn, ...profileEn, ...recordsEn, ...chatEn, ...bettingRecordsEn,
  ...memberEn, ...referralEn, ...promotionsEn, ...exchangeEn, ...oddsViewEn, ...exchangeAccountEn, ...saferEn, ...breaksEn, ...flowsEn,
} as const;
