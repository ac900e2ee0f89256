import { addDays, todayInBangkok } from '@baan-talay/pricing';

export const OCCUPANCY_NIGHTS = 30;
/** revenueByMonth covers 12 months: the 5 before the current one, the current one and 6 ahead. */
export const REVENUE_MONTHS_BACK = 5;
export const REVENUE_MONTHS = 12;

/** `YYYY-MM` of the month `offset` months away from `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The villa-local dates the dashboard counts from, fixed by `now`. */
export function statsWindow(now: Date) {
  const today = todayInBangkok(now);
  const firstMonth = shiftMonth(today.slice(0, 7), -REVENUE_MONTHS_BACK);
  const months = Array.from({ length: REVENUE_MONTHS }, (_, i) => shiftMonth(firstMonth, i));
  return {
    today,
    occupancyEnd: addDays(today, OCCUPANCY_NIGHTS),
    months,
    revenueFrom: `${months[0]}-01`,
    revenueTo: `${shiftMonth(months[months.length - 1], 1)}-01`,
  };
}
