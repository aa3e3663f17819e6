/**
 * The English catalogue: every text a player reads comes from here (Bangla follows in its own issue).
 * Keys are grouped by area; `{name}` placeholders are filled by `t()`.
 */
import { accountEn } from './en/account';
import { bettingRecordsEn } from './en/bettingRecords';
import { chatEn } from './en/chat';
import { depositEn } from './en/deposit';
import { extrasEn } from './en/extras';
import { fundsEn } from './en/funds';
import { gamesEn } from './en/games';
import { homeEn } from './en/home';
import { inboxEn } from './en/inbox';
import { oddsViewEn } from './en/oddsView';
import { memberEn } from './en/member';
import { profileEn } from './en/profile';
import { breaksEn } from './en/breaks';
import { promotionsEn } from './en/promotions';
import { recordsEn } from './en/records';
import { referralEn } from './en/referral';
import { signupEn } from './en/signup';
import { withdrawalEn } from './en/withdrawal';
import { exchangeEn } from './en/exchange';
import { exchangeAccountEn } from './en/exchangeAccount';
import { saferEn } from './en/safer';

const coreEn = {
  'site.name': 'TakaPlay',
  'site.tagline': 'Play, bet and win in taka',
  'site.loading': 'Loading…',
  'site.skipToContent': 'Skip to content',
  'site.adultsOnly': '18+ only. By playing you agree to our terms.',

  'nav.home': 'Home',
  'nav.sports': 'Sports',
  'nav.exchange': 'Exchange',
  'nav.casino': 'Casino',
  'nav.slot': 'Slot',
  'nav.table': 'Table',
  'nav.crash': 'Crash',
  'nav.fishing': 'Fishing',
  'nav.arcade': 'Arcade',
  'nav.lottery': 'Lottery',
  'nav.poker': 'Poker',
  'nav.promotions': 'Promotions',
  'nav.vip': 'VIP',
  'nav.referral': 'Referral',
  'nav.deposit': 'Deposit',
  'nav.myAccount': 'My Account',
  'nav.memberCenter': 'Member Center',
  'nav.login': 'Login',
  'nav.signup': 'Sign up',
  'nav.logout': 'Log out',
  'nav.appDownload': 'App download',
  'nav.help': 'Help',
  'nav.mainNavigation': 'Main navigation',
  'nav.bottomNavigation': 'Quick links',
  'nav.mainWallet': 'Main wallet',

  'page.home': 'Home',
  'page.signup': 'Sign up',
  'page.login': 'Login',
  'page.games': 'Games',
  'page.forgotPassword': 'Forgot password',
  'page.referralCode': 'Referral code',
  'page.affiliateCode': 'Affiliate code',
  'page.makePayment': 'Make payment',
  'page.account': 'My Account',
  'page.profile': 'Personal Info',
  'page.deposit': 'Deposit',
  'page.withdrawal': 'Withdrawal',
  'page.bettingRecord': 'Betting Records',
  'page.transactionRecord': 'Transaction Records',
  'page.turnoverRecord': 'Turnover',
  'page.referralProgram': 'Referral Program',
  'page.resetPassword': 'Reset Password',
  'page.inbox': 'Inbox',
  'page.vip': 'VIP',
  'page.gameRun': 'Game',
  'page.promotions': 'Promotions',
  'page.chat': 'Support chat',
  'page.chatList': 'Messages',
  'page.chatBox': 'Conversation',
  'page.oddsView': 'Odds',
  'page.exchange': 'Exchange',
  'page.exchangeAccount': 'Exchange account',
  'page.exchangeInplay': 'In-Play',
  'page.exchangeSports': 'Sports',
  'page.exchangeMulti': 'Multi Markets',
  'page.exchangeRedirect': 'Exchange',
  'page.paymentRequest': 'Payment request',
  'page.casino': 'Casino',
  'page.slot': 'Slot',
  'page.table': 'Table',
  'page.crash': 'Crash',
  'page.fishing': 'Fishing',
  'page.arcade': 'Arcade',
  'page.lottery': 'Lottery',
  'page.sportsLaunch': 'Sports',
  'page.appDownload': 'App download',
  'page.logout': 'Log out',


  'notFound.title': 'Page not found',
  'notFound.body': 'The address {path} does not exist on this site.',
  'notFound.home': 'Back to home',

  'routeError.title': 'This page could not be loaded',
  'routeError.body': 'Check your connection and try again.',
  'routeError.retry': 'Try again',
  'routeError.newVersionTitle': 'A new version of TakaPlay is here',
  'routeError.newVersionBody': 'The site was updated while you were on it. Reload to open this page in the new version; your balance and bets are kept.',
  'routeError.reload': 'Reload',

  'page.flows': 'Flows',
  'flows.intro': 'Every flow of the site as a chart. The states the site is in right now are highlighted; click through the site in another tab and watch them move.',
  'flows.currentState': 'Now in: {states}',
  'flows.notRunning': 'Not running in this tab.',
  'flows.noCharts': 'No charts found: run npm run flows.',
  'flows.chartLabel': 'Flow chart of {flow}',

  'logout.inProgress': 'Logging you out…',
  'appDownload.body': 'Get the TakaPlay app for Android.',
  'appDownload.link': 'Download the Android app (APK)',

  'login.title': 'Login',
  'login.intro': 'Welcome back. Log in to play, deposit and withdraw.',
  'login.username': 'Username',
  'login.usernamePlaceholder': 'Your username',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Your password',
  'login.submit': 'Login',
  'login.backHome': 'Back to home',
  'login.forgotPassword': 'Forgot password?',
  'login.noAccount': 'No account yet?',
  'login.signup': 'Sign up',
  'login.error.usernameRequired': 'Username is required',
  'login.error.usernameInvalid': 'Invalid username (only letters and numbers)',
  'login.error.passwordRequired': 'Password is required',
  'login.error.passwordTooShort': 'Password must be at least 8 characters',
  'login.error.invalidCredentials': 'Invalid credentials',
  'login.error.networkError': 'Network error, please try again later.',
  'login.error.throttled': 'Too many failed login attempts. Please try again later.',
  'login.error.captchaRequired': 'Please enter the captcha to log in.',
  'login.error.captchaNotFourDigits': 'The captcha is a 4-digit code.',
  'login.error.captchaWrong': 'The captcha is incorrect or has expired.',
  'login.error.captchaUnavailable': 'The captcha could not be loaded. Please get a new one.',
  'login.triesLeft.other': '{count} tries left before a 15-minute pause.',
  'login.triesLeft.one': '1 try left before a 15-minute pause.',
  'login.triesLeft.none': 'No tries left: logging in is paused for 15 minutes.',

  'captcha.label': 'Captcha',
  'captcha.hint': 'Enter the 4 digits shown in the picture',
  'captcha.image': 'Captcha picture with 4 digits',
  'captcha.refresh': 'New captcha',
  'captcha.loading': 'Loading captcha…',

  'forgotPassword.title': 'Forgot password',
  'forgotPassword.intro': 'We send a 6-digit code to your e-mail or phone. Enter it with a new password.',
  'forgotPassword.channels': 'Where to send the code',
  'forgotPassword.tab.email': 'Email',
  'forgotPassword.tab.sms': 'SMS',
  'forgotPassword.username': 'Username',
  'forgotPassword.email': 'E-mail',
  'forgotPassword.countryCode': 'Country code',
  'forgotPassword.country.+880': '+880 (BD)',
  'forgotPassword.country.+91': '+91 (IN)',
  'forgotPassword.country.+92': '+92 (PK)',
  'forgotPassword.phone': 'Phone Number',
  'forgotPassword.sendOtp': 'Send OTP',
  'forgotPassword.otp': 'Enter 6 Digit OTP',
  'forgotPassword.newPassword': 'New Password',
  'forgotPassword.confirmPassword': 'Confirm Password',
  'forgotPassword.confirm': 'Confirm',
  'forgotPassword.backToLogin': 'Back to login',
  'forgotPassword.otpSent': 'OTP sent successfully. Please check your {channel}.',
  'forgotPassword.passwordChanged': 'Password changed successfully. Please login with your new password.',
  'forgotPassword.error.emailMissing': 'Please enter your email address.',
  'forgotPassword.error.usernameMissing': 'Please enter your username.',
  'forgotPassword.error.phoneMissing': 'Please enter your phone number.',
  'forgotPassword.error.otpMissing': 'Please enter the OTP.',
  'forgotPassword.error.otpNotSixDigits': 'The code must be 6 digits.',
  'forgotPassword.error.passwordTooWeak': 'New Password must contain at least one number, one letter, and 8 characters long.',
  'forgotPassword.error.confirmationMissing': 'Please confirm your new password.',
  'forgotPassword.error.passwordsDiffer': 'Passwords do not match.',
  'forgotPassword.error.sendFailed': 'Failed to send OTP. Please try again.',
  'forgotPassword.error.sendError': 'An error occurred while sending the OTP. Please try again.',
  'forgotPassword.error.resetFailed': 'Failed to change password. Please try again.',
  'forgotPassword.error.resetError': 'An error occurred while changing the password. Please try again.',
} as const;

/** Area files keep parallel work apart; a key may appear only once (checked in i18n.test.ts). */
export const en = { ...coreEn, ...signupEn, ...gamesEn, ...homeEn, ...extrasEn, ...fundsEn, ...depositEn, ...withdrawalEn, ...inboxEn, ...accountEn, ...profileEn, ...recordsEn, ...chatEn, ...bettingRecordsEn, ...memberEn, ...referralEn, ...promotionsEn, ...exchangeEn, ...oddsViewEn, ...exchangeAccountEn, ...saferEn, ...breaksEn } as const;

/** Every area file, for the duplicate-key check. */
export const catalogueParts = { coreEn, signupEn, gamesEn, homeEn, extrasEn, inboxEn, accountEn, profileEn, recordsEn, chatEn, bettingRecordsEn, memberEn, referralEn, promotionsEn, exchangeEn, oddsViewEn, exchangeAccountEn, saferEn, breaksEn } as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
