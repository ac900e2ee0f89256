import { useEffect, useState, type ComponentType } from 'react';

type Placement = { placement: 'header' | 'banner' };

/**
 * The key of started-bookings.ts, read here without loading that module (most visitors have started
 * no booking); storage a browser refuses counts as none.
 */
export function hasStartedBookings(): boolean {
  try {
    return Boolean(localStorage.getItem('started-bookings'));
  } catch {
    return false;
  }
}

/**
 * Where a page offers to continue the booking this browser started. Only the browser knows it
 * (local storage): the server draws nothing here, and a browser without one loads nothing more.
 */
export function ResumeSlot({ placement }: Placement) {
  const [Notice, setNotice] = useState<ComponentType<Placement>>();
  useEffect(() => {
    if (hasStartedBookings()) void import('./continue-booking').then((module) => setNotice(() => module.default));
  }, []);
  return Notice ? <Notice placement={placement} /> : null;
}
