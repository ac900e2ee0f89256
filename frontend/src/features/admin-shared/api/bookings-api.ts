import type {
  AdminCreateBookingResponse,
  AuditEntryDto,
  AvailabilityDto,
  BookingDto,
  BookingStatus,
  CustomerInfoDto,
  Language,
  Paginated,
  PaymentMethod,
  PersonalDataExportDto,
  QuoteDto,
} from '@baan-talay/contracts';
import { api } from '../../../lib/api';

export type SortOrder = 'asc' | 'desc';

export interface BookingListParams {
  status?: BookingStatus;
  from?: string;
  to?: string;
  search?: string;
  /** `missing`: only bookings whose slip has no verification QR. */
  slipQr?: 'missing';
  sort?: string;
  order?: SortOrder;
  page: number;
  pageSize: number;
}

/** The statuses an admin may set: confirm, reject a slip (back to pending_payment), cancel. */
export type AdminStatusChange = Extract<BookingStatus, 'confirmed' | 'pending_payment' | 'cancelled'>;

export interface BookingEdit {
  customerName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Sent only when changed: the stay is re-quoted with them. */
  rooms?: number;
  /** Sent only when corrected; the server checks them by the guest's own rules. */
  email?: string;
  phone?: string;
  /** A number other than the quote is kept as the admin's override; null goes back to the quote. */
  totalPrice: number | null;
  /** Save even outside the stay rules; the reason is kept in the booking's history. */
  overrideStayRules?: boolean;
  overrideReason?: string;
}

/** A booking taken by phone (POST /api/admin/bookings); the server prices it unless a total is given. */
export interface NewBooking {
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  totalPrice?: number;
  paymentMethod: PaymentMethod;
  specialRequests: string;
  language: Language;
  customerInfo: CustomerInfoDto;
  status: 'pending_payment' | 'confirmed';
}

/** A booking change alters lists, stats, the held nights and the audit trail at once. */
const afterChange = (id: string) =>
  [{ type: 'Booking', id }, { type: 'Bookings', id: 'LIST' }, 'Stats', 'Audit', 'Availability'] as const;

export const bookingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminBookings: build.query<Paginated<BookingDto>, BookingListParams>({
      query: (params) => ({ url: '/admin/bookings', params: withoutEmpty(params) }),
      providesTags: (result) => [
        { type: 'Bookings', id: 'LIST' },
        ...(result?.items ?? []).map((booking) => ({ type: 'Booking' as const, id: booking._id })),
      ],
    }),
    adminBooking: build.query<BookingDto, string>({
      query: (id) => `/admin/bookings/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    bookingHistory: build.query<AuditEntryDto[], string>({
      query: (id) => `/admin/bookings/${id}/history`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }, 'Audit'],
    }),
    /** A private note; answers the booking's history with the note at its end. */
    addBookingNote: build.mutation<AuditEntryDto[], { id: string; text: string }>({
      query: ({ id, text }) => ({ url: `/admin/bookings/${id}/notes`, method: 'POST', body: { text } }),
      invalidatesTags: ['Audit'],
    }),
    setBookingStatus: build.mutation<BookingDto, { id: string; status: AdminStatusChange; reason?: string; messageToGuest?: string; refunded?: boolean; refundAmount?: number; refundReason?: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/bookings/${id}/status`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [...afterChange(id)],
    }),
    adminUpdateBooking: build.mutation<BookingDto, { id: string } & BookingEdit>({
      query: ({ id, ...body }) => ({ url: `/admin/bookings/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [...afterChange(id)],
    }),
    adminCreateBooking: build.mutation<AdminCreateBookingResponse, NewBooking>({
      query: (body) => ({ url: '/admin/bookings', method: 'POST', body }),
      invalidatesTags: [{ type: 'Bookings', id: 'LIST' }, 'Stats', 'Audit', 'Availability'],
    }),
    deleteBooking: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/bookings/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [...afterChange(id)],
    }),
    sendConfirmation: build.mutation<unknown, string>({
      query: (id) => ({ url: `/booking/${id}/send-confirmation`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Booking', id }, 'Audit'],
    }),
    erasePersonalData: build.mutation<{ _id: string; booking: BookingDto | null }, string>({
      query: (id) => ({ url: `/admin/bookings/${id}/erase`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [...afterChange(id)],
    }),
    personalDataExport: build.query<PersonalDataExportDto, string>({
      query: (id) => `/admin/bookings/${id}/personal-data`,
      keepUnusedDataFor: 0,
    }),
    /** The server's price for a phone booking as its dates and rooms change (the guest's own quote). */
    adminQuote: build.query<QuoteDto, { checkIn: string; checkOut: string; rooms: number; guests: number }>({
      query: (body) => ({ url: '/booking/quote', method: 'POST', body }),
      providesTags: ['Villa'],
    }),
    heldNights: build.query<AvailabilityDto, { from: string; to: string }>({
      query: (params) => ({ url: '/villa/availability', params }),
      providesTags: ['Availability'],
    }),
  }),
});

/** Query strings carry only the filters in use. */
function withoutEmpty(params: BookingListParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Record<string, string | number>;
}

export const {
  useAdminBookingsQuery,
  useAdminBookingQuery,
  useBookingHistoryQuery,
  useSetBookingStatusMutation,
  useAddBookingNoteMutation,
  useAdminUpdateBookingMutation,
  useAdminCreateBookingMutation,
  useDeleteBookingMutation,
  useSendConfirmationMutation,
  useErasePersonalDataMutation,
  useLazyPersonalDataExportQuery,
  useHeldNightsQuery,
  useAdminQuoteQuery,
} = bookingsApi;
