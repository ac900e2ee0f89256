import { ConfirmationDetails } from '../../features/booking/flow/confirmation-details';
import { useFlowContext } from './booking-flow-page';

export default function ConfirmationPage() {
  const { booking } = useFlowContext();
  return <ConfirmationDetails booking={booking} />;
}
