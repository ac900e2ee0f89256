/** The villa's settings (texts, rules, prices, seasons, rooms, images, payment, calendars) and its bank accounts. */
import { lazy } from 'react';

// Each screen is its own chunk, loaded when the admin opens it (the shell, features/admin, routes to it).
export const VillaPage = lazy(() => import('./villa-page'));
export const BankPage = lazy(() => import('./bank/bank-page'));
