import { Navigate, useNavigate } from 'react-router-dom';
import { CustomerInfoForm } from '../../features/booking/flow/customer-info-form';
import { useFlowContext } from './booking-flow-page';

export default function CustomerInfoPage() {
  const { booking, villa } = useFlowContext();
  const navigate = useNavigate();
  // After confirmation the guest can change nothing (DESIGN §3).
  if (booking.status === 'confirmed') return <Navigate to={`/booking/${booking._id}/confirmation`} replace />;
  return (
    <CustomerInfoForm booking={booking} maxGuests={villa.maxGuests} charges={villa.charges}
      onSaved={() => navigate(`/booking/${booking._id}/payment`)} />
  );
}
