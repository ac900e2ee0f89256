import type { AdminUserDto, AuthResponse } from '@baan-talay/contracts';
import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import { ADMIN_TOKEN_KEY } from '../../lib/api';

export interface AdminAuthState {
  token: string | null;
  user: AdminUserDto | null;
  /** The server refused the stored token: the login page says the session expired. */
  sessionExpired: boolean;
}

/** Calls whose 401 means "wrong credentials", not "the session ended". */
const PUBLIC_ENDPOINTS = new Set(['adminLogin', 'adminRegister']);
const signedOutState: AdminAuthState = { token: null, user: null, sessionExpired: false };

/**
 * Joins the root reducer from the lazy admin chunk (app/admin-entry.tsx), so none of the admin code
 * is part of the JS the guest pages load (SPEC 'Auth: user and token').
 */
export const adminAuthSlice = createSlice({
  name: 'adminAuth',
  // Read lazily: the slice is injected when the admin chunk loads, after a token may have been stored.
  initialState: (): AdminAuthState => ({ token: localStorage.getItem(ADMIN_TOKEN_KEY), user: null, sessionExpired: false }),
  reducers: {
    signedIn: (_state, action: PayloadAction<AuthResponse>) => ({ token: action.payload.token, user: action.payload.user, sessionExpired: false }),
    userLoaded: (state, action: PayloadAction<AdminUserDto>) => {
      state.user = action.payload;
    },
    signedOut: () => signedOutState,
  },
  extraReducers: (builder) => {
    // An expired or revoked token on any admin call ends the session; the guard then sends to login,
    // which says why. The guard also removes the stored copy of the token.
    builder.addMatcher(isRejectedWithValue, (state, action) => {
      const status = (action.payload as { status?: unknown } | undefined)?.status;
      const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
      if (status === 401 && endpoint && !PUBLIC_ENDPOINTS.has(endpoint) && state.token) {
        return { ...signedOutState, sessionExpired: true };
      }
      return state;
    });
  },
  selectors: {
    selectAdminToken: (state) => state.token,
    selectAdminUser: (state) => state.user,
    selectSessionExpired: (state) => state.sessionExpired,
  },
});

export const { signedIn, userLoaded, signedOut } = adminAuthSlice.actions;
/**
 * Until an action reaches the reducer after the injection, the root state has no `adminAuth` yet
 * (a page of the admin chunk may render first): read the initial state then, as injected slices do.
 */
export const { selectAdminToken, selectAdminUser, selectSessionExpired } = adminAuthSlice.getSelectors(
  (state: { adminAuth?: AdminAuthState }) => state.adminAuth ?? adminAuthSlice.getInitialState(),
);
