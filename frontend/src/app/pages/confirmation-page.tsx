import { BookingPayments } from '../../features/payments';
import { ConfirmationDetails } from '../../features/booking/flow/confirmation-details';
import { GuestPortal } from '../../features/guest-portal';
import { useFlowContext } from './booking-flow-page';

/** The booking's own link: its status and receipt, and once it is confirmed the guest portal. */
export default function ConfirmationPage() {
  const { booking, villa } = useFlowContext();
  return (
    <>
      <ConfirmationDetails booking={booking} />
      <BookingPayments booking={booking} villa={villa} />
      {booking.status === 'confirmed' && <GuestPortal booking={booking} villa={villa} />}
    </>
  );
}
