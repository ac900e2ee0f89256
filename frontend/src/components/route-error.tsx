import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

/** The router's error element: a page that failed to render or to load its chunk. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Route error', error), [error]);
  return <ErrorScreen />;
}
