import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { RouteErrorBoundary } from '../components/route-error';
import { loadAntdTheme, loadBookingFlowPage, loadCustomerInfoPage, loadLandingPage } from './boot';
import { PublicLayout } from './layouts/public-layout';

const LandingPage = lazy(loadLandingPage);
const BookingPage = lazy(() => import('./pages/booking-page'));
const BookingFlowPage = lazy(loadBookingFlowPage);
const FindBookingPage = lazy(() => import('./pages/find-booking-page'));
const CustomerInfoPage = lazy(loadCustomerInfoPage);
const PaymentPage = lazy(() => import('./pages/payment-page'));
const ConfirmationPage = lazy(() => import('./pages/confirmation-page'));
const PrivacyPage = lazy(() => import('./pages/privacy-page'));
// The guests' pages of the reviews and TM30 features from their own modules, not the features'
// indexes: those bring the reviews' API and the owner's pages' preload lists into `/`.
const ReviewPage = lazy(() => import('../features/reviews/components/review-page'));
const Tm30GuestsPage = lazy(() => import('../features/tm30/components/tm30-guests-page'));
// The admin area is its own chunk: nothing of it is in the JavaScript that `/` loads.
const AdminApp = lazy(() => import('./admin-entry'));
// antd's theme: only around what is drawn with antd (not the landing page's first screen).
const AntdTheme = lazy(loadAntdTheme);

/**
 * SPEC §2 routes; any other path goes to `/`. The public header lives in PublicLayout only.
 * Declarative routes under a plain router (BrowserRouter in the browser, StaticRouter on the
 * server): the site uses no loaders, actions or fetchers, so the data router's code (about 15 KB
 * gzip) stays out of the JavaScript `/` loads (issue 18). A page that fails to render or to load
 * its chunk shows the error screen (RouteErrorBoundary, the former route error element).
 * `landing`: the server renders the landing page itself rather than its lazy chunk (same tree).
 */
export function AppRoutes({ landing = <LandingPage /> }: { landing?: ReactElement }) {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<PageSpinner />}>
              <AntdTheme>
                <AdminApp />
              </AntdTheme>
            </Suspense>
          }
        />
        <Route element={<PublicLayout />}>
          <Route index element={landing} />
          <Route
            element={
              <AntdTheme>
                <Outlet />
              </AntdTheme>
            }
          >
            <Route path="booking" element={<BookingPage />} />
            <Route path="booking/find" element={<FindBookingPage />} />
            <Route path="booking/:id/guests" element={<Tm30GuestsPage />} />
            <Route path="booking/:id/review" element={<ReviewPage />} />
            <Route path="booking/:id" element={<BookingFlowPage />}>
              <Route index element={<Navigate to="customer-info" replace />} />
              <Route path="customer-info" element={<CustomerInfoPage />} />
              <Route path="payment" element={<PaymentPage />} />
              <Route path="confirmation" element={<ConfirmationPage />} />
            </Route>
          </Route>
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
