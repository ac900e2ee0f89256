// Apart from boot.ts, which loads the landing page: the landing page preloads these, and a module
// both importing and imported by the landing page's loader would be an import cycle.
// The booking steps' first screen and antd's theme; the router's lazy pages load through these.
export const loadAntdTheme = () => import('./antd-theme');
export const loadBookingFlowPage = () => import('./pages/booking-flow-page');
export const loadCustomerInfoPage = () => import('./pages/customer-info-page');

let bookingFlow: Promise<unknown> | null = null;
/**
 * The booking steps' code (antd with it), fetched once a guest starts choosing dates: `/` itself
 * loads no antd (issue 37), and the first step then opens without waiting for it.
 */
export function preloadBookingFlow(): void {
  bookingFlow ??= Promise.all([loadAntdTheme(), loadBookingFlowPage(), loadCustomerInfoPage()]).catch(() => {
    bookingFlow = null; // the router shows a failed load; a later gesture tries again
  });
}
