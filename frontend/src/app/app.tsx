import { Suspense, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { PageSpinner } from '../components/page-spinner';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { ScrollToTop } from './scroll-to-top';
import { makeStore, type AppStore } from './store';

/**
 * `store` lets the entry start requests before the first render (app/boot.ts); `Router` and
 * `landing` let the server render the same tree with a router of its own and the landing page
 * itself rather than its lazy chunk (entry-server.tsx).
 */
export function App({
  store: given,
  Router = BrowserRouter,
  landing,
}: {
  store?: AppStore;
  Router?: ComponentType<{ children: ReactNode }>;
  landing?: ReactElement;
}) {
  const [store] = useState(() => given ?? makeStore());
  return (
    <ErrorBoundary>
      <AppProviders store={store}>
        {/* Translations load over HTTP: components wait here rather than showing raw keys. */}
        <Suspense fallback={<PageSpinner />}>
          <Router>
            <ScrollToTop />
            <AppRoutes landing={landing} />
          </Router>
        </Suspense>
      </AppProviders>
    </ErrorBoundary>
  );
}
