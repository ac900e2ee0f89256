import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import thTH from 'antd/locale/th_TH';
import 'dayjs/locale/th';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AuditPage } from '../audit';
import { ChangePasswordPage, ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage } from '../auth';
import { BookingsPage } from '../bookings';
import { DashboardPage } from '../dashboard';
import { ReportsPage } from '../reports';
import { UsersPage } from '../users';
import { BankPage, VillaPage } from '../villa-settings';
import { AdminLayout } from './components/admin-layout';
import { RequireAdmin } from './components/require-admin';
import { useAdminTitle } from './hooks/use-admin-title';
import { ReviewsAdminPage } from '../reviews';
import { Tm30AdminPage } from '../tm30';

// Its own chunk too, loaded when the owner opens it (the other pages are lazy in their features' index).
const GuestPortalAdminPage = lazy(() => import('../guest-portal').then((m) => ({ default: m.GuestPortalAdminPage })));

/**
 * The admin area, mounted by the app's router at `/admin/*` (loaded lazily, so no admin code is in
 * the guest pages' JS). Login and register are public; everything else is behind the guard.
 */
export default function AdminApp() {
  const { i18n } = useTranslation();
  useAdminTitle();
  return (
    <ConfigProvider locale={i18n.language?.startsWith('en') ? enUS : thTH}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="bookings" element={<BookingsPage />} />
            <Route path="villa" element={<VillaPage />} />
            <Route path="bank" element={<BankPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="guest-portal" element={<GuestPortalAdminPage />} />
            <Route path="tm30" element={<Tm30AdminPage />} />
            <Route path="reviews" element={<ReviewsAdminPage />} />
            <Route path="password" element={<ChangePasswordPage />} />
          </Route>
        </Route>
        {/* SPEC §2: any other path redirects to /. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </ConfigProvider>
  );
}
