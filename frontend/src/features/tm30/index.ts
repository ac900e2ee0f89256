import { lazy } from 'react';

/** What the app and the admin may use from the TM30 feature. */
export const Tm30GuestsPage = lazy(() => import('./components/tm30-guests-page'));
export const Tm30AdminPage = lazy(() => import('./components/tm30-admin-page'));
