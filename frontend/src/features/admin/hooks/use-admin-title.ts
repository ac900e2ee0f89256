import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { adminPaths } from '../../admin-shared';

/** Each admin screen's name (admin namespace), by its path; a path not listed is the dashboard. */
const SCREENS: [string, string][] = [
  [adminPaths.login, 'login.title'],
  [adminPaths.register, 'register.title'],
  [adminPaths.forgotPassword, 'forgotPassword.title'],
  [adminPaths.resetPassword, 'resetPassword.title'],
  [adminPaths.bookings, 'menu.bookings'],
  [adminPaths.villa, 'menu.villa'],
  [adminPaths.bank, 'menu.bank'],
  [adminPaths.users, 'menu.users'],
  [adminPaths.audit, 'menu.audit'],
  [adminPaths.reports, 'menuMore.reports'],
  [adminPaths.guestPortal, 'menuMore.guestPortal'],
  [adminPaths.tm30, 'menu.tm30'],
  [adminPaths.reviews, 'menu.reviews'],
  [adminPaths.password, 'password.title'],
];

/** The tab says which admin screen it is ("Bookings · Baan Talay Admin"), in the admin's language. */
export function useAdminTitle() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const screen = SCREENS.find(([path]) => pathname.startsWith(path))?.[1] ?? 'menu.dashboard';
  const title = t('layout.documentTitle', { page: t(screen) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
