import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { t } from '../i18n';
import { useLayout } from '../layout/useLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageLoader } from './PageLoader';
import { RequireLogin } from './RequireLogin';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { accessFor, routes, type RouteDefinition } from './routeTable';

// Created once per module so a route's chunk is fetched once, however often it is visited.
const lazyPages = new Map<RouteDefinition['load'], LazyExoticComponent<ComponentType>>();
function pageFor(route: RouteDefinition) {
  let page = lazyPages.get(route.load);
  if (!page) {
    page = lazy(route.load);
    lazyPages.set(route.load, page);
  }
  return page;
}

function DocumentTitle({ route }: { route: RouteDefinition }) {
  useEffect(() => {
    document.title = `${t(route.titleKey)} | ${t('site.name')}`;
  }, [route]);
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
