/** The bookings page: list, filters, drawer, new phone booking, CSV export. */
import { lazy } from 'react';

// Each screen is its own chunk, loaded when the admin opens it (the shell, features/admin, routes to it).
export const BookingsPage = lazy(() => import('./bookings-page'));
