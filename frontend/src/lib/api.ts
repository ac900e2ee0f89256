import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

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
  tagTypes: ['Villa', 'Rooms', 'Availability', 'Booking', 'Bookings', 'Stats', 'Audit', 'Users', 'Me'],
  endpoints: () => ({}),
});

/** The server's message when it sent one, else the given fallback (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: string | string[] } } | undefined)?.data;
  const message = data?.message;
  if (Array.isArray(message)) return message.join(', ');
  return message || fallback;
}
