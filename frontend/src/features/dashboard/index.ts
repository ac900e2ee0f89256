/** The dashboard: figures, revenue chart, recent bookings, setup checklist. */
import { lazy } from 'react';

// Each screen is its own chunk, loaded when the admin opens it (the shell, features/admin, routes to it).
export const DashboardPage = lazy(() => import('./dashboard-page'));
