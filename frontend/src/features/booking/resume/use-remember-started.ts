import type { BookingDto } from '@baan-talay/contracts';
import { useEffect } from 'react';
import { forgetStarted, rememberStarted } from '../started-bookings';

/**
 * A booking this browser has open is kept for "Continue your booking" while it waits for payment,
 * and forgotten once paid, expired or cancelled.
 */
export function useRememberStarted(booking: BookingDto | undefined): void {
  useEffect(() => {
    if (!booking) return;
    const { _id: id, reference, paymentDeadline, status } = booking;
    if (status === 'pending_payment') {
      rememberStarted({ id, reference, paymentDeadline, checkIn: booking.checkIn.slice(0, 10), checkOut: booking.checkOut.slice(0, 10) });
    } else {
      forgetStarted(id);
    }
  }, [booking]);
}
