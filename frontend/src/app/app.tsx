import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { PageSpinner } from '../components/page-spinner';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';

export function App() {
  const [store] = useState(makeStore);
  const [router] = useState(createAppRouter);
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
