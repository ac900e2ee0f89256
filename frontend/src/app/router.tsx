import { lazy, Suspense, type ReactElement } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { RouteError } from '../components/route-error';
import { loadLandingPage } from './boot';
import { PublicLayout } from './layouts/public-layout';

const LandingPage = lazy(loadLandingPage);
const BookingPage = lazy(() => import('./pages/booking-page'));
const BookingFlowPage = lazy(() => import('./pages/booking-flow-page'));
const FindBookingPage = lazy(() => import('./pages/find-booking-page'));
const CustomerInfoPage = lazy(() => import('./pages/customer-info-page'));
const PaymentPage = lazy(() => import('./pages/payment-page'));
const ConfirmationPage = lazy(() => import('./pages/confirmation-page'));
const PrivacyPage = lazy(() => import('./pages/privacy-page'));
// The admin area is its own chunk: nothing of it is in the JavaScript that `/` loads.
const AdminApp = lazy(() => import('./admin-entry'));
// antd's theme: only around what is drawn with antd (not the landing page's first screen).
const AntdTheme = lazy(() => import('./antd-theme'));

/**
 * SPEC §2 routes; any other path goes to `/`. The public header lives in PublicLayout only.
 * `landing`: the server renders the landing page itself rather than its lazy chunk (same tree).
 */
export const createRoutes = (landing: ReactElement = <LandingPage />): RouteObject[] => [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={<PageSpinner />}>
            <AntdTheme>
              <AdminApp />
            </AntdTheme>
          </Suspense>
        ),
      },
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: landing },
          {
            element: (
              <AntdTheme>
                <Outlet />
              </AntdTheme>
            ),
            children: [
              { path: 'booking', element: <BookingPage /> },
              { path: 'booking/find', element: <FindBookingPage /> },
              {
                path: 'booking/:id',
                element: <BookingFlowPage />,
                children: [
                  { index: true, element: <Navigate to="customer-info" replace /> },
                  { path: 'customer-info', element: <CustomerInfoPage /> },
                  { path: 'payment', element: <PaymentPage /> },
                  { path: 'confirmation', element: <ConfirmationPage /> },
                ],
              },
            ],
          },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const routes = createRoutes();

export const createAppRouter = () => createBrowserRouter(routes);
