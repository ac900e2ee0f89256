/** What the app and the admin shell use from the guest portal feature. */
export { GuestPortal } from './components/guest-portal';
export { ArrivalSummary } from './admin/arrival-summary';
export { GuestPortalAdminPage } from './admin/guest-portal-admin-page';
