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

/**
 * How a value in the audit trail is shown: the SPA formats it in the reader's language (baht,
 * Bangkok dates and times, status names…). `localized` values are `{th, en}` objects.
 */
export type AuditValueFormat =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'dateTime'
  | 'status'
  | 'adminStatus'
  | 'paymentMethod'
  | 'language'
  | 'boolean'
  | 'bytes'
  | 'localized';

export interface AuditValue {
  format: AuditValueFormat;
  value: string | number | boolean | Record<string, string> | null;
}

/** One field an event set or changed; `before` is absent when the event does not tell it. */
export interface AuditFieldChange {
  field: string;
  before?: AuditValue;
  after?: AuditValue;
}

/** What a list (bank accounts, rooms) gained, lost or had changed, by item name. */
export interface AuditListChange {
  list: string;
  added: AuditValue[];
  removed: AuditValue[];
  changed: { name: AuditValue; fields: string[] }[];
}

/**
 * An event told as a sentence: `sentence` is a translation key (`audit.sentences.<sentence>`) and
 * `params` its placeholders; technical fields (hashes, storage keys, ids) are left out.
 */
export interface AuditDescription {
  sentence: string;
  params: Record<string, AuditValue>;
  fields: AuditFieldChange[];
  lists: AuditListChange[];
}

export interface AuditEntryDto {
  id: string;
  streamId: string;
  bookingId: string | null;
  /** The booking's reference (BT-…) when the event is about one. */
  bookingReference: string | null;
  type: string;
  occurredAt: string;
  actor: ActorDto;
  /** The event's data without secrets, as recorded (for tools; people read `description`). */
  changes: Record<string, unknown>;
  description: AuditDescription;
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
