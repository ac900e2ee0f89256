/** The admins: approve, disable, hand over ownership. */
import { lazy } from 'react';

// Each screen is its own chunk, loaded when the admin opens it (the shell, features/admin, routes to it).
export const UsersPage = lazy(() => import('./users-page'));
