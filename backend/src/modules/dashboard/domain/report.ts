import { BOOKING_STATUSES, type BookingStatus, type ReportDto, type ReportPeriodDto } from '@baan-talay/contracts';
import { addDays, nightsBetween, stayNights } from '@baan-talay/pricing';

/** What a report needs of a booking (booking_view, deleted ones left out). */
export interface ReportBooking {
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  /** Effective total: the admin's override, else the quote. */
  totalPrice: number;
  /** Each night's price as quoted; the total is spread over the nights in these proportions. */
  nightly: { date: string; price: number }[];
  /** Villa date the booking was made. */
  bookedOn: string;
}

/** [from, to) villa dates, named `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
export interface Period {
  period: string;
  from: string;
  to: string;
}

/** Revenue of each night of a confirmed stay: its total spread by the quoted nightly prices. */
export function nightlyRevenue(booking: ReportBooking): Map<string, number> {
  const nights = stayNights(booking.checkIn, booking.checkOut);
  const quoted = booking.nightly.reduce((sum, night) => sum + night.price, 0);
  const byDate = new Map(booking.nightly.map((night) => [night.date, night.price]));
  return new Map(
    nights.map((night) => [
      night,
      quoted > 0 ? (booking.totalPrice * (byDate.get(night) ?? 0)) / quoted : booking.totalPrice / nights.length,
    ]),
  );
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Sold nights of the period and their revenue: every night of a confirmed stay, by nightlyRevenue. */
function soldNights(period: Period, bookings: readonly ReportBooking[]): Map<string, number> {
  const sold = new Map<string, number>();
  for (const booking of bookings) {
    if (booking.status !== 'confirmed' || booking.checkOut <= period.from || booking.checkIn >= period.to) continue;
    for (const [night, amount] of nightlyRevenue(booking)) {
      if (night >= period.from && night < period.to) sold.set(night, (sold.get(night) ?? 0) + amount);
    }
  }
  return sold;
}

/**
 * The one revenue and occupancy definition (issue 33), for the dashboard and the reports alike. A
 * night is sold when a confirmed booking has it (its revenue: the stay's total spread by nightly
 * prices); unavailable when the owner blocked it or another channel sold it (an imported stay) and
 * no confirmed booking has it; else available and unsold. Occupancy: sold / (nights − unavailable).
 */
export function periodFigures(period: Period, bookings: readonly ReportBooking[], unavailable: ReadonlySet<string>): ReportPeriodDto {
  const sold = soldNights(period, bookings);
  const bookedNights = sold.size;
  const revenue = [...sold.values()].reduce((sum, amount) => sum + amount, 0);
  const available = stayNights(period.from, period.to).filter((night) => sold.has(night) || !unavailable.has(night)).length;
  const arriving = bookings.filter((booking) => booking.checkIn >= period.from && booking.checkIn < period.to);
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, arriving.filter((b) => b.status === status).length]));
  const leads = arriving.filter((b) => b.status === 'confirmed').map((b) => Math.max(0, nightsBetween(b.bookedOn, b.checkIn)));
  return {
    ...period,
    availableNights: available,
    bookedNights,
    occupancy: available > 0 ? round(bookedNights / available, 4) : 0,
    revenue: round(revenue),
    adr: bookedNights > 0 ? round(revenue / bookedNights) : 0,
    revPar: available > 0 ? round(revenue / available) : 0,
    bookingsByStatus: byStatus as Record<BookingStatus, number>,
    averageLeadTimeDays: leads.length > 0 ? round(leads.reduce((a, b) => a + b, 0) / leads.length, 1) : null,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A year's report by month, or a month's by day. `bookings` must hold every booking whose stay or
 * check-in touches the period.
 */
export function buildReport(year: number, month: number | null, bookings: readonly ReportBooking[], unavailable: ReadonlySet<string>): Omit<ReportDto, 'payments'> {
  const total: Period =
    month === null
      ? { period: String(year), from: `${year}-01-01`, to: `${year + 1}-01-01` }
      : { period: `${year}-${pad(month)}`, from: `${year}-${pad(month)}-01`, to: month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01` };
  const periods: Period[] =
    month === null
      ? Array.from({ length: 12 }, (_, i) => ({
          period: `${year}-${pad(i + 1)}`,
          from: `${year}-${pad(i + 1)}-01`,
          to: i === 11 ? `${year + 1}-01-01` : `${year}-${pad(i + 2)}-01`,
        }))
      : stayNights(total.from, total.to).map((day) => ({ period: day, from: day, to: addDays(day, 1) }));
  return {
    year,
    month,
    total: periodFigures(total, bookings, unavailable),
    periods: periods.map((period) => periodFigures(period, bookings, unavailable)),
  };
}
