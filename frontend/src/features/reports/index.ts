/** Monthly and yearly reports: occupancy, revenue, ADR, RevPAR. */
import { lazy } from 'react';

// Each screen is its own chunk, loaded when the admin opens it (the shell, features/admin, routes to it).
export const ReportsPage = lazy(() => import('./reports-page'));
