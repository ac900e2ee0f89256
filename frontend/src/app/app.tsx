import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { PageSpinner } from '../components/page-spinner';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore, type AppStore } from './store';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * `store` lets the entry start requests before the first render (app/boot.ts); `router` lets the
 * server render the same tree with a router of its own (entry-server.tsx).
 */
export function App({ store: given, router: givenRouter }: { store?: AppStore; router?: AppRouter }) {
  const [store] = useState(() => given ?? makeStore());
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return (
    <ErrorBoundary>
      <AppProviders store={store}>
        {/* Translations load over HTTP: components wait here rather than showing raw keys. */}
        <Suspense fallback={<PageSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </ErrorBoundary>
  );
}
