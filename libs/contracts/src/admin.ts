import type { BookingDto } from './booking';

export const ADMIN_USER_STATUSES = ['active', 'pending', 'disabled', 'rejected'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export interface AdminUserDto {
  id: string;
  email: string;
  name: string;
  status: AdminUserStatus;
  /** The owner alone approves, rejects and disables accounts and may hand ownership over. */
  role: 'owner' | 'admin';
  createdAt: string;
  /** E-mails about new bookings and uploaded slips (on unless the admin turned them off). */
  bookingEmails: boolean;
}

export interface AuthResponse {
  token: string;
  user: AdminUserDto;
}

/**
 * POST /api/admin/auth/register: the first account gets a token at once; any later account is
 * `status: 'pending'` with `token: null` and a message until an admin approves it.
 */
export type RegisterResponse = AuthResponse | { token: null; user: AdminUserDto; message: string };

/** POST /api/admin/bookings: the token lets the guest open the booking (e.g. to upload a slip). */
export interface AdminCreateBookingResponse {
  booking: BookingDto;
  accessToken: string;
}

export interface ActorDto {
  kind: 'guest' | 'admin' | 'system';
  id?: string;
  email?: string;
}

export interface AuditEntryDto {
  id: string;
  streamId: string;
  bookingId: string | null;
  type: string;
  occurredAt: string;
  actor: ActorDto;
  changes: Record<string, unknown>;
}

export interface DashboardStatsDto {
  totalBookings: number;
  pendingPayments: number;
  inReview: number;
  confirmed: number;
  totalRevenue: number;
  occupancyNext30Days: number;
  revenueByMonth: { month: string; revenue: number }[];
}

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
