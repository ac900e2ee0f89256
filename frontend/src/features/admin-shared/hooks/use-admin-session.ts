import type { AuthResponse } from '@baan-talay/contracts';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, ADMIN_TOKEN_KEY } from '../../../lib/api';
import { signedIn, signedOut } from '../admin-auth-slice';
import { authApi } from '../api/auth-api';

/** The app's dispatch as far as this hook needs it: actions and the api's thunks. */
type ApiDispatch = ThunkDispatch<{ [api.reducerPath]: ReturnType<typeof api.reducer> }, unknown, UnknownAction>;

/** Keeps the stored token (read by the api's prepareHeaders) and the auth slice in step. */
export function useAdminSession() {
  const dispatch = useDispatch<ApiDispatch>();

  const signIn = useCallback(
    (auth: AuthResponse) => {
      localStorage.setItem(ADMIN_TOKEN_KEY, auth.token);
      dispatch(signedIn(auth));
      // The guard would otherwise ask /me for the user the server just gave us.
      void dispatch(authApi.util.upsertQueryData('adminMe', undefined, auth.user));
    },
    [dispatch],
  );

  const signOut = useCallback(() => {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    dispatch(signedOut());
    // Nothing fetched with the old token may be shown to whoever signs in next.
    dispatch(api.util.resetApiState());
  }, [dispatch]);

  return { signIn, signOut };
}
