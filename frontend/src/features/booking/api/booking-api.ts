import type { BookingDto, CreateBookingResponse, FindBookingResponse, CustomerInfoDto, PaymentMethod, PromptPayQrDto, SlipQrCheck } from '@baan-talay/contracts';
import { api } from '../../../lib/api';
import { bookingTokenHeaders } from '../booking-token';

/** A stored slip: its URL to attach, and what its verification QR said (null from an older server). */
export interface UploadedSlip {
  url: string;
  slipCheck: SlipQrCheck | null;
}

export interface CreateBookingRequest {
  bookingDetails: { checkIn: string; checkOut: string; rooms: number; totalPrice: number };
  paymentMethod: 'bank_transfer';
  specialRequests: string;
  language: 'th' | 'en';
  /** The tokens of this browser's live holds: its unpaid holds are counted by them. */
  heldTokens: string[];
}

export interface CustomerInfoRequest {
  id: string;
  customerInfo: CustomerInfoDto;
  guests?: number;
  specialRequests?: string;
}

/** The three changes a guest may make to a booking (DESIGN §4). */
export type BookingPatch =
  | { paymentMethod: PaymentMethod }
  | { paymentSlipUrl: string; status: 'in_review' }
  | { paymentSlipUrl: null };

export interface FileLink {
  /** An object URL of the downloaded file; the store keeps only this string. */
  url: string;
  contentType: string;
}

/** Reads a binary answer into an object URL, or the JSON error body. */
export async function fileLinkOrError(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => ({}));
  const blob = await response.blob();
  return { url: URL.createObjectURL(blob), contentType: blob.type || response.headers.get('content-type') || '' };
}

export const bookingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createBooking: build.mutation<CreateBookingResponse, CreateBookingRequest>({
      query: (body) => ({ url: '/booking', method: 'POST', body }),
      invalidatesTags: ['Availability'],
    }),
    findBooking: build.mutation<FindBookingResponse, { reference: string; email: string }>({
      query: (body) => ({ url: '/booking/find', method: 'POST', body }),
    }),
    getBooking: build.query<BookingDto, string>({
      query: (id) => ({ url: `/booking/${encodeURIComponent(id)}`, headers: bookingTokenHeaders(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    saveCustomerInfo: build.mutation<BookingDto, CustomerInfoRequest>({
      query: ({ id, ...body }) => ({
        url: `/booking/${encodeURIComponent(id)}/customer-info`,
        method: 'PATCH',
        body,
        headers: bookingTokenHeaders(id),
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Booking', id }],
    }),
    updateBooking: build.mutation<BookingDto, { id: string; patch: BookingPatch }>({
      query: ({ id, patch }) => ({
        url: `/booking/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: patch,
        headers: bookingTokenHeaders(id),
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Booking', id }],
    }),
    /** Stores the file only; attaching it is the updateBooking that follows. Answers the slip's URL and QR check. */
    uploadSlip: build.mutation<UploadedSlip, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('slip', file);
        body.append('bookingId', id);
        return { url: '/upload/slip', method: 'POST', body, headers: bookingTokenHeaders(id), responseHandler: 'content-type' };
      },
      transformResponse: (response: string | { url?: string; paymentSlipUrl?: string; slipUrl?: string; slipCheck?: SlipQrCheck }) =>
        typeof response === 'string'
          ? { url: response, slipCheck: null }
          : { url: response.url ?? response.paymentSlipUrl ?? response.slipUrl ?? '', slipCheck: response.slipCheck ?? null },
    }),
    /** A QR for the exact amount (`dynamic`), or the villa's uploaded QR image (`static`). */
    getPromptPayQr: build.query<PromptPayQrDto, string>({
      query: (id) => ({ url: `/booking/${encodeURIComponent(id)}/promptpay-qr`, headers: bookingTokenHeaders(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    /**
     * The slip the booking names now, cached by its address: a removed or replaced slip is never
     * fetched again (tagged by the booking instead, removing it refetched the gone file, a 404).
     */
    getSlip: build.query<FileLink, { id: string; slipUrl: string }>({
      query: ({ id }) => ({
        url: `/booking/${encodeURIComponent(id)}/slip`,
        headers: bookingTokenHeaders(id),
        responseHandler: fileLinkOrError,
      }),
    }),
    /** The receipt PDF as an object URL; the caller saves it and revokes the URL. */
    fetchReceipt: build.mutation<FileLink, { id: string; lang: 'th' | 'en' }>({
      query: ({ id, lang }) => ({
        url: `/booking/${encodeURIComponent(id)}/receipt`,
        params: { lang },
        headers: bookingTokenHeaders(id),
        responseHandler: fileLinkOrError,
      }),
    }),
  }),
});

export const {
  useCreateBookingMutation,
  useFindBookingMutation,
  useGetBookingQuery,
  useSaveCustomerInfoMutation,
  useUpdateBookingMutation,
  useUploadSlipMutation,
  useGetPromptPayQrQuery,
  useGetSlipQuery,
  useFetchReceiptMutation,
} = bookingApi;
