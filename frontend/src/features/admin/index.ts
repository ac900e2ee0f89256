/** What the app may mount of the admin area (app/admin-entry.tsx). */
export { default as AdminApp } from './admin-app';
export { adminAuthSlice } from '../admin-shared';
