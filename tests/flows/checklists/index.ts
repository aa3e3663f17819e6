import type { AnyChecklistWords } from '../../../machines/lib/flow';
import { accountBreakChecklist } from './accountBreak';
import { activityStatementChecklist } from './activityStatement';
import { bannerRotationChecklist } from './bannerRotation';
import { betSlipChecklist } from './betSlip';
import { bettingRecordsChecklist } from './bettingRecords';
import { birthdayChecklist } from './birthday';
import { breakReturnChecklist } from './breakReturn';
import { categoryBarChecklist } from './categoryBar';
import { chatChecklist } from './chat';
import { codeCaptureChecklist } from './codeCapture';
import { depositChecklist } from './deposit';
import { extraPhonesChecklist } from './extraPhones';
import { exchangeAccountChecklist } from './exchangeAccount';
import { exchangeHeaderChecklist } from './exchangeHeader';
import { favouritesChecklist } from './favourites';
import { forgotPasswordChecklist } from './forgotPassword';
import { gameLaunchChecklist } from './gameLaunch';
import { gamesChecklist } from './games';
import { homeContentChecklist } from './homeContent';
import { inboxChecklist } from './inbox';
import { inplayListChecklist } from './inplayList';
import { loginChecklist } from './login';
import { makePaymentChecklist } from './makePayment';
import { memberAreaChecklist } from './memberArea';
import { multiMarketsChecklist } from './multiMarkets';
import { oddsViewChecklist } from './oddsView';
import { openBetsChecklist } from './openBets';
import { pageLoadingChecklist } from './pageLoading';
import { passwordChangeChecklist } from './passwordChange';
import { paymentRequestChecklist } from './paymentRequest';
import { profileChecklist } from './profile';
import { realityCheckChecklist } from './realityCheck';
import { referralChecklist } from './referral';
import { saferLimitsChecklist } from './saferLimits';
import { popupsChecklist } from './popups';
import { promotionsChecklist } from './promotions';
import { sessionChecklist } from './session';
import { sideMenuChecklist } from './sideMenu';
import { signupChecklist } from './signup';
import { signupStepsChecklist } from './signupSteps';
import { transactionRecordsChecklist } from './transactionRecords';
import { turnoverRecordsChecklist } from './turnoverRecords';
import { verificationChecklist } from './verification';
import { vipConversionChecklist } from './vipConversion';
import { withdrawalChecklist } from './withdrawal';

/**
 * The flows whose manual checklists speak the player's words, by flow name. Every other flow falls back
 * to its event names and state descriptions; tests/flows/checklist.test.ts lists which ones that is.
 */
export const checklistWords: Record<string, AnyChecklistWords> = {
  accountBreak: accountBreakChecklist,
  activityStatement: activityStatementChecklist,
  bannerRotation: bannerRotationChecklist,
  betSlip: betSlipChecklist,
  bettingRecords: bettingRecordsChecklist,
  birthday: birthdayChecklist,
  breakReturn: breakReturnChecklist,
  categoryBar: categoryBarChecklist,
  chat: chatChecklist,
  codeCapture: codeCaptureChecklist,
  deposit: depositChecklist,
  extraPhones: extraPhonesChecklist,
  exchangeAccount: exchangeAccountChecklist,
  exchangeHeader: exchangeHeaderChecklist,
  favourites: favouritesChecklist,
  forgotPassword: forgotPasswordChecklist,
  gameLaunch: gameLaunchChecklist,
  games: gamesChecklist,
  homeContent: homeContentChecklist,
  inbox: inboxChecklist,
  inplayList: inplayListChecklist,
  login: loginChecklist,
  makePayment: makePaymentChecklist,
  memberArea: memberAreaChecklist,
  multiMarkets: multiMarketsChecklist,
  oddsView: oddsViewChecklist,
  openBets: openBetsChecklist,
  pageLoading: pageLoadingChecklist,
  passwordChange: passwordChangeChecklist,
  paymentRequest: paymentRequestChecklist,
  profile: profileChecklist,
  realityCheck: realityCheckChecklist,
  referral: referralChecklist,
  saferLimits: saferLimitsChecklist,
  popups: popupsChecklist,
  promotions: promotionsChecklist,
  session: sessionChecklist,
  sideMenu: sideMenuChecklist,
  signup: signupChecklist,
  signupSteps: signupStepsChecklist,
  transactionRecords: transactionRecordsChecklist,
  turnoverRecords: turnoverRecordsChecklist,
  verification: verificationChecklist,
  vipConversion: vipConversionChecklist,
  withdrawal: withdrawalChecklist,
};
