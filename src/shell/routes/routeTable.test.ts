import { accessFor, routes, servedRoutes } from './routeTable';

/**
 * The routes the specs name, with who may open them on each layout (spec 1 §2.1 and §2.2, spec 2 §2).
 * The browser route sweep opens whatever the table holds: this list is what makes a route that went
 * missing from the table, or changed its access, fail.
 */
const open = { mobile: 'open', desktop: 'open' } as const;
const login = { mobile: 'login', desktop: 'login' } as const;
const specRoutes: Record<string, { mobile: 'open' | 'login'; desktop: 'open' | 'login' }> = {
  '/': open,
  '/signup': open,
  '/register': open,
  '/login': open,
  '/games': open,
  '/forgot-password': open,
  '/referral_code': open,
  '/affiliate_code': open,
  '/make-payment': open,
  '/promotions': { mobile: 'login', desktop: 'open' },
  '/account': login,
  '/profile': login,
  '/deposit': login,
  '/withdrawal': login,
  '/betting-record': login,
  '/transaction-record': login,
  '/turnover-record': login,
  '/refrrel-program': login,
  '/reset-password': login,
  '/inbox': login,
  '/vip': login,
  '/safer-gambling': login,
  '/gamerun': login,
  '/chat': login,
  '/chat-list': login,
  '/chat-box/:chatId': login,
  '/odds-view': login,
  '/exchange': login,
  '/exchange-account': login,
  '/exchange-inplay': login,
  '/exchange-sports': login,
  '/exchange-redirect': login,
  '/exchange-multi': login,
  '/payment-request': login,
  '/casino': open,
  '/slot': open,
  '/table': open,
  '/crash': open,
  '/fishing': open,
  '/arcade': open,
  '/lottery': open,
  '/referral': login,
  '/player/playGame': login,
  '/page/site/component/appDownload.jsp': open,
  '/page/guest/register.jsp': open,
  '/player/logout': open,
};

describe('the route table', () => {
  it('has every route of the specs, with its access on each layout', () => {
    const table = Object.fromEntries(routes.map((route) => [route.path, { mobile: accessFor(route, 'mobile'), desktop: accessFor(route, 'desktop') }]));
    // One comparison of the whole list: a missing or changed route shows by its path in the diff.
    expect(Object.fromEntries(Object.keys(specRoutes).map((path) => [path, table[path]]))).toEqual(specRoutes);
  });

  it('serves /flows only where the flow charts are on (FLOWS_ENABLED): off, its address is not found', () => {
    const flowsRoute = (features: { flows: boolean }) => servedRoutes(features).find((route) => route.path === '/flows');
    expect(flowsRoute({ flows: true })).toBeDefined();
    expect(flowsRoute({ flows: false })).toBeUndefined();
    // Every other route is served either way.
    expect(servedRoutes({ flows: false }).map((route) => route.path)).toEqual(routes.map((route) => route.path).filter((path) => path !== '/flows'));
  });

  it('has each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
