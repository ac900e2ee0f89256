import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { startedBookings } from '../started-bookings';

const ContinueBooking = lazy(() => import('./continue-booking'));

/**
 * Where a page offers to continue the booking this browser started. Only the browser knows it
 * (local storage): nothing is drawn by the server, and nothing is loaded for a browser without one.
 */
export function ResumeSlot({ placement }: { placement: 'header' | 'banner' }) {
  const hydrated = useHydrated();
  if (!hydrated || startedBookings().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ContinueBooking placement={placement} />
    </Suspense>
  );
}
