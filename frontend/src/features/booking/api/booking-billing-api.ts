import type { BookingDocumentDto, BookingDto, BuyerDetailsDto, RefundQuoteDto } from '@baan-talay/contracts';
import { api } from '../../../lib/api';
import { bookingTokenHeaders } from '../booking-token';
import { fileLinkOrError, type FileLink } from './booking-api';

const path = (id: string) => `/booking/${encodeURIComponent(id)}`;

/**
 * A booking's money on its page (issue 30): its numbered documents, the buyer on tax invoices and
 * what cancelling would refund. Injected by the pages that show them, not by the landing page.
 */
export const bookingBillingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bookingDocuments: build.query<BookingDocumentDto[], string>({
      query: (id) => ({ url: `${path(id)}/documents`, headers: bookingTokenHeaders(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    /** Asked afresh each time the cancel dialog opens (refetchOnMountOrArgChange): the days before check-in move. */
    refundQuote: build.query<RefundQuoteDto, string>({
      query: (id) => ({ url: `${path(id)}/refund-quote`, headers: bookingTokenHeaders(id) }),
    }),
    saveBuyer: build.mutation<BookingDto, { id: string; buyer: BuyerDetailsDto }>({
      query: ({ id, buyer }) => ({ url: `${path(id)}/buyer`, method: 'PUT', body: buyer, headers: bookingTokenHeaders(id) }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Booking', id }],
    }),
    fetchDocument: build.mutation<FileLink, { id: string; number: string; lang: 'th' | 'en' }>({
      query: ({ id, number, lang }) => ({
        url: `${path(id)}/documents/${encodeURIComponent(number)}`,
        params: { lang },
        headers: bookingTokenHeaders(id),
        responseHandler: fileLinkOrError,
      }),
    }),
  }),
});

export const { useBookingDocumentsQuery, useRefundQuoteQuery, useSaveBuyerMutation, useFetchDocumentMutation } = bookingBillingApi;
