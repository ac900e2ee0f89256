import type { BookingDto } from '@baan-talay/contracts';
import { api } from '../../../lib/api';
import { bookingTokenHeaders } from '../booking-token';

/**
 * POST /api/booking/:id/cancel, injected by the booking pages that offer it: kept out of booking-api,
 * which the landing page loads first (bench/bundle budget).
 */
export const cancelHoldApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The guest lets their unpaid hold go; its nights are free again at once. */
    cancelHold: build.mutation<BookingDto, string>({
      query: (id) => ({ url: `/booking/${encodeURIComponent(id)}/cancel`, method: 'POST', headers: bookingTokenHeaders(id) }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Booking', id }, 'Availability'],
    }),
  }),
});

export const { useCancelHoldMutation } = cancelHoldApi;
