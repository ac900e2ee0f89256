export {
  BANGKOK_OFFSET_MINUTES,
  addDays,
  compareVillaDates,
  dayOfWeek,
  formatVillaDate,
  isVillaDate,
  isWeekendNight,
  nightsBetween,
  parseVillaDate,
  requireVillaDate,
  stayNights,
  toVillaDate,
  todayInBangkok,
} from './calendar-date';
export {
  assertVillaPricing,
  discountPercent,
  isRoomsInRange,
  nightlyRate,
  roomOptions,
  roomRange,
  type NightlyRate,
} from './nightly-rate';
export { quoteStay, requoteGuests, type StayRequest } from './quote-stay';
export { minNightsFor, overlappingSeasons, pricesOfNight, rateOfNight, ratesBetween, seasonOf, type NightRate } from './seasons';
export { headlinePrice, type HeadlinePrice } from './headline-price';
export { formatBaht } from './money';
export { VILLA_TIME_ZONE, villaDayBounds, villaWallClock } from './villa-time';
export { PricingInputError, STAY_ERROR_KEYS, type StayErrorKey } from './stay-errors';
export {
  validateGuests,
  validateStay,
  type StayInput,
  type StayLimits,
  type StayValidation,
} from './validate-stay';
export { splitPart, splitStayPrice, stayCharges, taxesAndFeesOf } from './stay-charges';
export { proposeRefund, refundTier, daysBeforeCheckIn, type RefundProposal } from './cancellation-policy';
export {
  depositAmount,
  dueNow,
  paidTowardStay,
  paymentTerms,
  securityHeld,
  stayTotal,
  type DueNow,
  type PaymentSubject,
} from './payment-plan';
