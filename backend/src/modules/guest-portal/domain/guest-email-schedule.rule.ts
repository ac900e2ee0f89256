import type { BookingStatus, GuestEmailKind, PortalSettingsDto } from '@baan-talay/contracts';
import { addDays, todayInBangkok } from '@baan-talay/pricing';

export interface ScheduledStay {
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
}

/** Bangkok is UTC+7 all year (no daylight saving). */
const villaHour = (now: Date): number => new Date(now.getTime() + 7 * 3600_000).getUTCHours();

/**
 * When each scheduled e-mail is due, in villa-local dates and hours: the pre-arrival e-mail from
 * 09:00 on its day until the day before check-in (a booking made inside that window gets it at
 * once), the check-out e-mail on the check-out morning (07:00–11:00), the thank-you from 10:00 the
 * day after check-out for three days. A run that missed a moment (a restart) still sends late
 * within these windows, never outside them; confirmed stays only.
 */
export function dueGuestEmails(stay: ScheduledStay, settings: PortalSettingsDto, now: Date): GuestEmailKind[] {
  if (stay.status !== 'confirmed') return [];
  const today = todayInBangkok(now);
  const hour = villaHour(now);
  const reached = (day: string, fromHour: number) => today > day || (today === day && hour >= fromHour);
  const due: GuestEmailKind[] = [];
  if (reached(addDays(stay.checkIn, -settings.preArrivalDaysBefore), 9) && today < stay.checkIn) due.push('pre_arrival');
  if (today === stay.checkOut && hour >= 7 && hour < 11) due.push('checkout_morning');
  if (reached(addDays(stay.checkOut, 1), 10) && today <= addDays(stay.checkOut, 3)) due.push('thank_you');
  return due;
}
