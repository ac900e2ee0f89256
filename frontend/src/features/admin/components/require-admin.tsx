import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../../lib/api';
import { selectAdminToken, userLoaded, useAdminMeQuery, useAdminSession, adminPaths } from '../../admin-shared';

/**
 * The protected-route guard: no token goes to the login page; with a token the current user is
 * checked once (`/me`), and a failed check drops the token and the user (SPEC §4 Auth).
 */
export function RequireAdmin() {
  const { t } = useTranslation('admin');
  const token = useSelector(selectAdminToken);
  const location = useLocation();
  const dispatch = useDispatch();
  const { signOut } = useAdminSession();
  const me = useAdminMeQuery(undefined, { skip: !token });

  useEffect(() => {
    if (me.data) dispatch(userLoaded(me.data));
  }, [dispatch, me.data]);

  useEffect(() => {
    if (token && me.isError) signOut();
  }, [token, me.isError, signOut]);

  // A 401 on any admin call cleared the slice (admin-auth-slice); the stored copy goes too.
  useEffect(() => {
    if (!token) localStorage.removeItem(ADMIN_TOKEN_KEY);
  }, [token]);

  if (!token || me.isError) {
    return <Navigate to={adminPaths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!me.data) return <Spin fullscreen description={t('common.loading')} />;
  return <Outlet />;
}
