import type { PaymentFiguresDto } from './payments';
import type { BookingDto, BookingStatus } from './booking';

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
  /** An admin's name as the users list has it now (absent for an account that is gone). */
  name?: string;
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
  | 'localized'
  | 'blockReason'
  | 'calendarChannel';

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
  /** Live bookings: those in `totalBookingsStatuses` (not expired, cancelled or deleted). */
  totalBookings: number;
  totalBookingsStatuses: BookingStatus[];
  pendingPayments: number;
  inReview: number;
  confirmed: number;
  totalRevenue: number;
  /** Percent, one decimal: the reports' occupancy of the next 30 nights. */
  occupancyNext30Days: number;
  /** The reports' revenue of each month: stays spread over their nights. */
  revenueByMonth: { month: string; revenue: number }[];
}

/**
 * One period of GET /api/admin/reports. Nights are villa dates; a confirmed stay's revenue is spread
 * over its nights by their prices, so a stay across two months counts in each for its own nights.
 */
export interface ReportPeriodDto {
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  period: string;
  /** [from, to) villa dates. */
  from: string;
  to: string;
  /** Nights in the period less those not for sale (blocked, or another channel's stay) that no confirmed booking has. */
  availableNights: number;
  /** Nights of confirmed bookings (unpaid holds and reviews not counted). */
  bookedNights: number;
  /** bookedNights / availableNights, 0…1 (0 when nothing is available). */
  occupancy: number;
  /** Whole baht. */
  revenue: number;
  /** Average daily rate: revenue / bookedNights. */
  adr: number;
  /** Revenue per available night: revenue / availableNights. */
  revPar: number;
  /** Bookings (not deleted) checking in during the period, by status. */
  bookingsByStatus: Record<BookingStatus, number>;
  /** Confirmed bookings checking in during the period: average days from booking to check-in. */
  averageLeadTimeDays: number | null;
}

/** A year (its months) or a month (its days), with the period's total. */
export interface ReportDto {
  year: number;
  month: number | null;
  total: ReportPeriodDto;
  periods: ReportPeriodDto[];
  /** Deposits received, balances outstanding and overdue of the live stays checking in during the period (the dashboard's rule). */
  payments: PaymentFiguresDto;
}

export interface Paginated<T> {
  items: T[];
  /** Exact, or the cap a list counts up to when `totalCapped` (more match than it says). */
  total: number;
  totalCapped?: true;
  page: number;
  pageSize: number;
}
