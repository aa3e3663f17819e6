import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { translate, useLanguage } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageLoader } from './PageLoader';
import { RequireLogin } from './RequireLogin';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { siteFeatures } from '../../edge/siteFeatures';
import { accessFor, servedRoutes, type RouteDefinition } from './routeTable';

// An opt-in page that is off (FLOWS_ENABLED) is no route here: its address is the not-found page, its chunk never loads.
const routes = servedRoutes(siteFeatures);

// Created once per module so a route's chunk is fetched once, however often it is visited.
const lazyPages = new Map<RouteDefinition['load'], LazyExoticComponent<ComponentType>>();
// Pages loaded before the first render: rendered directly, so the first render already shows them.
const loadedPages = new Map<RouteDefinition['load'], ComponentType>();
// Once the site has rendered, a page that arrives late stays lazy: switching it would remount it.
let firstRenderStarted = false;

/** main.tsx calls it just before the first render: from then on loadPageOf changes nothing. */
export function sealOpeningPage(): void {
  firstRenderStarted = true;
}

/**
 * Loads the page of the address the site opens on, for main.tsx to await before the first render.
 * The server preloads that chunk beside the entry, so this costs no time of its own; without it the
 * first render shows the page loader and the page itself comes one render (and one paint) later.
 * Resolves true when the page is ready; false for an address with parameters, no route, or a failed
 * chunk (the lazy page and its error boundary then take over as before).
 */
export async function loadPageOf(pathname: string): Promise<boolean> {
  const route = routes.find((candidate) => candidate.path === pathname);
  if (!route) return false;
  try {
    const module = await route.load();
    if (firstRenderStarted) return false;
    loadedPages.set(route.load, module.default);
    return true;
  } catch {
    return false;
  }
}

function pageFor(route: RouteDefinition): ComponentType {
  const loaded = loadedPages.get(route.load);
  if (loaded) return loaded;
  let page = lazyPages.get(route.load);
  if (!page) {
    page = lazy(route.load);
    lazyPages.set(route.load, page);
  }
  return page;
}

function DocumentTitle({ route }: { route: RouteDefinition }) {
  const language = useLanguage();
  useEffect(() => {
    document.title = `${translate(language, route.titleKey)} | ${translate(language, 'site.name')}`;
  }, [route, language]);
  return null;
}

export function Router() {
  const layout = useLayout();
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          {routes.map((route) => {
            const Page = pageFor(route);
            const page = (
              <>
                <DocumentTitle route={route} />
                <Page />
              </>
            );
            return (
              <Route key={route.path} path={route.path}>
                {accessFor(route, layout) === 'login' ? <RequireLogin>{page}</RequireLogin> : page}
              </Route>
            );
          })}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
