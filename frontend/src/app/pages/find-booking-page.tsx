import { FindBookingForm } from '../../features/booking/find/find-booking-form';
import './booking-flow.css';

/** /booking/find: "Manage my booking", the way back to a booking from any device (SPEC §4). */
export default function FindBookingPage() {
  return (
    <div className="booking-page find-booking-page">
      <FindBookingForm />
    </div>
  );
}
