import { BookingPayments } from '../../features/payments';
import { ConfirmationDetails } from '../../features/booking/flow/confirmation-details';
import { useFlowContext } from './booking-flow-page';

export default function ConfirmationPage() {
  const { booking, villa } = useFlowContext();
  return (
    <>
      <ConfirmationDetails booking={booking} />
      <BookingPayments booking={booking} villa={villa} />
    </>
  );
}
