import { lazy, type ComponentType } from 'react';
import type { SiteFeatures } from '../../edge/siteFeatures';
import type { AccountSectionPages, AccountSectionValue } from '../../features/account/sectionPages';
import type { MessageKey } from '../../i18n';
import type { LayoutKind } from '../../ui/detectLayout';

export type Access = 'open' | 'login';

export type RouteDefinition = {
  /** wouter pattern; the spec's spellings (/refrrel-program, .jsp paths) are part of the contract. */
  path: string;
  titleKey: MessageKey;
  /** Who may open it; /promotions is login-only on mobile but open on desktop (spec 1 §2.1). */
  access: Access | Record<LayoutKind, Access>;
  /** Each route is its own lazily loaded chunk. */
  load: () => Promise<{ default: ComponentType }>;
  /** An opt-in page: served only where this feature is on (servedRoutes). */
  feature?: keyof SiteFeatures;
  /** The desktop account area's tab that shows this page (spec 2 §2). */
  accountSection?: AccountSectionValue;
};

export function accessFor(route: RouteDefinition, layout: LayoutKind): Access {
  return typeof route.access === 'string' ? route.access : route.access[layout];
}

/** Every route of spec 1 §2.1 (mobile), the desktop routes and header targets (§2.1, §2.2). */
export const routes: RouteDefinition[] = [
  // Open to everyone (spec 1 §2.1).
  { path: '/', titleKey: 'page.home', access: 'open', load: () => import('./pages/home') },
  { path: '/signup', titleKey: 'page.signup', access: 'open', load: () => import('./pages/signup') },
  { path: '/register', titleKey: 'page.signup', access: 'open', load: () => import('./pages/register') },
  { path: '/login', titleKey: 'page.login', access: 'open', load: () => import('./pages/login') },
  { path: '/games', titleKey: 'page.games', access: 'open', load: () => import('./pages/games') },
  { path: '/forgot-password', titleKey: 'page.forgotPassword', access: 'open', load: () => import('./pages/forgot-password') },
  { path: '/referral_code', titleKey: 'page.referralCode', access: 'open', load: () => import('./pages/referral-code') },
  { path: '/affiliate_code', titleKey: 'page.affiliateCode', access: 'open', load: () => import('./pages/affiliate-code') },
  { path: '/make-payment', titleKey: 'page.makePayment', access: 'open', load: () => import('./pages/make-payment') },
  { path: '/promotions', titleKey: 'page.promotions', access: { mobile: 'login', desktop: 'open' }, load: () => import('./pages/promotions') },

  // Login only (spec 1 §2.1, spec 2 §2).
  { path: '/account', titleKey: 'page.account', access: 'login', load: () => import('./pages/account') },
  { path: '/profile', titleKey: 'page.profile', access: 'login', accountSection: 'profile', load: () => import('./pages/profile') },
  { path: '/deposit', titleKey: 'page.deposit', access: 'login', accountSection: 'deposit', load: () => import('./pages/deposit') },
  { path: '/withdrawal', titleKey: 'page.withdrawal', access: 'login', accountSection: 'withdrawal', load: () => import('./pages/withdrawal') },
  { path: '/betting-record', titleKey: 'page.bettingRecord', access: 'login', accountSection: 'bettingRecords', load: () => import('./pages/betting-record') },
  { path: '/transaction-record', titleKey: 'page.transactionRecord', access: 'login', accountSection: 'transactionRecords', load: () => import('./pages/transaction-record') },
  { path: '/turnover-record', titleKey: 'page.turnoverRecord', access: 'login', accountSection: 'turnover', load: () => import('./pages/turnover-record') },
  { path: '/refrrel-program', titleKey: 'page.referralProgram', access: 'login', accountSection: 'referralProgram', load: () => import('./pages/referral-program') },
  { path: '/reset-password', titleKey: 'page.resetPassword', access: 'login', accountSection: 'resetPassword', load: () => import('./pages/reset-password') },
  { path: '/inbox', titleKey: 'page.inbox', access: 'login', accountSection: 'inbox', load: () => import('./pages/inbox') },
  { path: '/vip', titleKey: 'page.vip', access: 'login', accountSection: 'vip', load: () => import('./pages/vip') },
  { path: '/safer-gambling', titleKey: 'page.saferGambling', access: 'login', accountSection: 'saferGambling', load: () => import('./pages/safer-gambling') },
  { path: '/gamerun', titleKey: 'page.gameRun', access: 'login', load: () => import('./pages/gamerun') },
  { path: '/chat', titleKey: 'page.chat', access: 'login', load: () => import('./pages/chat') },
  { path: '/chat-list', titleKey: 'page.chatList', access: 'login', load: () => import('./pages/chat-list') },
  { path: '/chat-box/:chatId', titleKey: 'page.chatBox', access: 'login', load: () => import('./pages/chat-box') },
  { path: '/odds-view', titleKey: 'page.oddsView', access: 'login', load: () => import('./pages/odds-view') },
  { path: '/exchange', titleKey: 'page.exchange', access: 'login', load: () => import('./pages/exchange') },
  { path: '/exchange-account', titleKey: 'page.exchangeAccount', access: 'login', load: () => import('./pages/exchange-account') },
  { path: '/exchange-inplay', titleKey: 'page.exchangeInplay', access: 'login', load: () => import('./pages/exchange-inplay') },
  { path: '/exchange-sports', titleKey: 'page.exchangeSports', access: 'login', load: () => import('./pages/exchange-sports') },
  { path: '/exchange-redirect', titleKey: 'page.exchangeRedirect', access: 'login', load: () => import('./pages/exchange-redirect') },
  { path: '/exchange-multi', titleKey: 'page.exchangeMulti', access: 'login', load: () => import('./pages/exchange-multi') },
  { path: '/payment-request', titleKey: 'page.paymentRequest', access: 'login', load: () => import('./pages/payment-request') },

  // Desktop header targets (spec 1 §2.2); they work in both layouts.
  { path: '/casino', titleKey: 'page.casino', access: 'open', load: () => import('./pages/casino') },
  { path: '/slot', titleKey: 'page.slot', access: 'open', load: () => import('./pages/slot') },
  { path: '/table', titleKey: 'page.table', access: 'open', load: () => import('./pages/table') },
  { path: '/crash', titleKey: 'page.crash', access: 'open', load: () => import('./pages/crash') },
  { path: '/fishing', titleKey: 'page.fishing', access: 'open', load: () => import('./pages/fishing') },
  { path: '/arcade', titleKey: 'page.arcade', access: 'open', load: () => import('./pages/arcade') },
  { path: '/lottery', titleKey: 'page.lottery', access: 'open', load: () => import('./pages/lottery') },
  { path: '/referral', titleKey: 'page.referralProgram', access: 'login', load: () => import('./pages/referral-program') },
  { path: '/player/playGame', titleKey: 'page.sportsLaunch', access: 'login', load: () => import('./pages/sports-launch') },
  { path: '/page/site/component/appDownload.jsp', titleKey: 'page.appDownload', access: 'open', load: () => import('./pages/app-download') },
  { path: '/page/guest/register.jsp', titleKey: 'page.signup', access: 'open', load: () => import('./pages/register-redirect') },
  { path: '/player/logout', titleKey: 'page.logout', access: 'open', load: () => import('./pages/logout') },

  // Live flow charts for product owners: opt-in (FLOWS_ENABLED, on in `npm run dev`); left out of a
  // build made with VITE_FLOWS_ENABLED=false.
  ...(import.meta.env?.VITE_FLOWS_ENABLED === 'false'
    ? []
    : [{ path: '/flows', titleKey: 'page.flows', access: 'open', load: () => import('./pages/flows'), feature: 'flows' } satisfies RouteDefinition]),
];

/** The routes this site serves: every route but the opt-in pages whose feature is off (their address is not found). */
export function servedRoutes(features: SiteFeatures): RouteDefinition[] {
  return routes.filter((route) => route.feature === undefined || features[route.feature]);
}

/** A concrete address to open for each route (parameters filled), used by tests and the bench. */
export function sampleAddress(route: RouteDefinition): string {
  return route.path.replace(/:(\w+)/g, '1');
}

/** The desktop account area's tab pages, from the routes that name a section: the same chunks the routes load. */
export const accountSectionPages: AccountSectionPages = Object.fromEntries(
  routes.flatMap((route) => (route.accountSection ? [[route.accountSection, lazy(route.load)]] : [])),
);
