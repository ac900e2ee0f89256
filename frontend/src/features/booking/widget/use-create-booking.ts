import type { VillaPricing } from '@baan-talay/contracts';
import { quoteStay, validateStay } from '@baan-talay/pricing';

import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateBookingMutation } from '../api/booking-api';
import { saveBookingToken, storedBookingTokens } from '../booking-token';
import { datesCleared } from '../booking-search-slice';
import { useToast } from '../../../components/toast';

export interface StayChoice {
  checkIn: string | null;
  checkOut: string | null;
  rooms: number;
  today: string;
}

/** `booking.errors.x` (the spec's key form) as an i18next key in the booking namespace. */
export const stayErrorKey = (key: string) => key.replace(/^booking\./, 'booking:');

const refusedCode = (error: unknown) => (error as { data?: { code?: string } } | undefined)?.data?.code;

/**
 * Widget submit (SPEC §4): validate with libs/pricing, create with payment method bank_transfer,
 * keep the access token for this booking, then go to the customer information step.
 */
export function useCreateBooking(pricing: VillaPricing) {
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  const notification = useToast();
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const dispatch = useDispatch();

  const submit = async ({ checkIn, checkOut, rooms, today }: StayChoice) => {
    const validation = validateStay({ checkIn, checkOut, rooms, today }, pricing);
    if (!validation.ok || !checkIn || !checkOut) {
      const key = validation.ok ? 'booking.errors.selectDates' : validation.key;
      notification.error({ title: t(stayErrorKey(key), validation.ok ? {} : validation.params) });
      return;
    }
    const totalPrice = quoteStay({ checkIn, checkOut, rooms }, pricing).total;
    try {
      const response = await createBooking({
        bookingDetails: { checkIn, checkOut, rooms, totalPrice },
        paymentMethod: 'bank_transfer',
        specialRequests: '',
        // The guest's e-mails, receipt and messages follow the language they booked in (SPEC §1).
        language: currentLanguage(),
        heldTokens: storedBookingTokens(),
      }).unwrap();
      const booking = response?.status === 'success' ? response.data?.booking : undefined;
      if (!booking?._id) throw new Error('The server did not confirm the booking');
      // The booking pages remember it for "Continue your booking" once they have opened it.
      if (response.data.accessToken) saveBookingToken(booking._id, response.data.accessToken);
      dispatch(datesCleared());
      navigate(`/booking/${booking._id}/customer-info`);
    } catch (error) {
      if (refusedCode(error) === 'booking.nightsTaken') {
        // Someone else took these nights: show the calendar as it is now, with nothing selected.
        dispatch(datesCleared());
        dispatch(api.util.invalidateTags(['Availability']));
      }
      notification.error({ title: errorMessage(error, t('errors.createFailed')) });
    }
  };

  return { submit, isSubmitting: isLoading };
}
