import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { currentLanguage, i18n } from './i18n';

export const ADMIN_TOKEN_KEY = 'admin-token';

/**
 * The one API slice for `/api`. Features add their endpoints with `api.injectEndpoints`.
 * Credentials are sent and the admin's bearer token is added when one is stored; guest calls
 * pass their booking's `X-Booking-Token` header themselves.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'include',
    prepareHeaders: (headers) => {
      const token = localStorage.getItem(ADMIN_TOKEN_KEY);
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['Villa', 'Rooms', 'Availability', 'Calendars', 'Booking', 'Bookings', 'Stats', 'Audit', 'Users', 'Me'],
  endpoints: () => ({}),
});

interface ApiErrorData {
  code?: string;
  message?: string | string[];
  params?: Record<string, unknown>;
}

/**
 * What to tell the user about a failed call: the translation of the server's error `code`
 * (`common:apiErrors.<code>`, filled with its `params`) when the SPA has one; else, on the English
 * site, the server's own (English) message (SPEC §8: the server message is preferred); else the
 * given fallback, so no English sentence reaches the Thai site.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: ApiErrorData } | undefined)?.data;
  const key = data?.code ? `common:apiErrors.${data.code}` : null;
  if (key && i18n.exists(key)) return i18n.t(key, { ...data?.params });
  if (currentLanguage() !== 'en') return fallback;
  const message = data?.message;
  if (Array.isArray(message)) return message.join(', ');
  return message || fallback;
}
