import type { AuditEntryDto, BookingDto, DashboardStatsDto, Paginated } from '@baan-talay/contracts';
import { api } from '../../../lib/api';

export interface AuditQuery {
  bookingId?: string;
  actor?: string;
  type?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export const dashboardApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dashboardStats: build.query<DashboardStatsDto, void>({
      query: () => '/admin/stats',
      providesTags: ['Stats'],
    }),
    recentBookings: build.query<BookingDto[], void>({
      query: () => '/admin/recent-bookings',
      providesTags: ['Stats', { type: 'Bookings', id: 'LIST' }],
    }),
    auditLog: build.query<Paginated<AuditEntryDto>, AuditQuery>({
      query: (params) => ({
        url: '/admin/audit',
        params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')),
      }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useDashboardStatsQuery, useRecentBookingsQuery, useAuditLogQuery } = dashboardApi;
