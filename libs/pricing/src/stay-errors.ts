/** Translation keys of stay problems; the first two are the spec's own, the rest are ours. */
export const STAY_ERROR_KEYS = [
  'booking.errors.selectDates',
  'booking.errors.sameDayBooking',
  'booking.errors.invalidDate',
  'booking.errors.checkOutBeforeCheckIn',
  'booking.errors.pastDate',
  'booking.errors.tooFarAhead',
  'booking.errors.minNights',
  'booking.errors.maxNights',
  'booking.errors.roomsOutOfRange',
  'booking.errors.guestsOutOfRange',
] as const;
export type StayErrorKey = (typeof STAY_ERROR_KEYS)[number];

/** Thrown when a stay cannot be priced at all; `key` is the one validateStay would report. */
export class PricingInputError extends Error {
  constructor(
    readonly key: StayErrorKey,
    message: string,
  ) {
    super(message);
    this.name = 'PricingInputError';
  }
}
