import { GUEST_PORTAL_EVENT_TYPES } from './guest-portal';

/**
 * The names of every event the product records, shared so the admin's audit filters and the
 * backend's projections list the same types. Each backend context checks at compile time that its
 * event union and its list here agree.
 */
export const BOOKING_EVENT_TYPES = [
  'BookingCreated',
  'CustomerInfoAdded',
  'PaymentMethodChosen',
  'SlipAttached',
  'SlipCleared',
  'BookingConfirmed',
  'BookingExpired',
  'BookingCancelled',
  'BookingDetailsChanged',
  'BookingDeleted',
  'ConfirmationEmailSent',
  'PersonalDataErased',
  'BookingNoteAdded',
  'ArrivalDetailsGiven',
  'SecretsViewed',
  'BookingRefundRecorded',
  'BuyerDetailsAdded',
  'PaymentReceived',
  'BalanceSlipAttached',
  'BalanceSlipCleared',
  'BalanceOverdue',
  'SecurityDepositReturned',
] as const;

export const VILLA_EVENT_TYPES = [
  'VillaCreated',
  'VillaTextsUpdated',
  'VillaDetailsUpdated',
  'VillaPricingUpdated',
  'StayLimitsUpdated',
  'PromptPayIdChanged',
  'BankAccountsReplaced',
  'PromptPayQrImageSet',
  'PromptPayQrImageCleared',
  'BackgroundImageSet',
  'BackgroundImageCleared',
  'SlidesAdded',
  'SlideRemoved',
  'RoomAdded',
  'RoomUpdated',
  'RoomRemoved',
  'SeasonAdded',
  'SeasonUpdated',
  'SeasonRemoved',
  'VillaPoliciesUpdated',
  'BillingSettingsUpdated',
  'PaymentPlanUpdated',
] as const;

export const ADMIN_USER_EVENT_TYPES = [
  'AdminRegistered',
  'AdminApproved',
  'AdminDisabled',
  'AdminRejected',
  'AdminOwnershipTransferred',
  'AdminPasswordChanged',
  'AdminPasswordReset',
  'AdminNotificationsChanged',
] as const;

export const CALENDAR_EVENT_TYPES = [
  'NightsBlocked',
  'NightsUnblocked',
  'ExternalCalendarAdded',
  'ExternalCalendarRemoved',
  'ExternalStayImported',
  'ExternalStayWithdrawn',
] as const;

export const TM30_EVENT_TYPES = ['Tm30DetailsSubmitted', 'Tm30ReceiptRecorded', 'Tm30ReminderSent', 'Tm30PersonalDataErased', 'Tm30SettingsChanged'] as const;

export const REVIEW_EVENT_TYPES = ['ReviewSubmitted', 'ReviewPublished', 'ReviewHidden', 'ReviewAnswered', 'ReviewPersonalDataErased'] as const;

export const AUDIT_EVENT_TYPES = [
  ...BOOKING_EVENT_TYPES,
  ...VILLA_EVENT_TYPES,
  ...ADMIN_USER_EVENT_TYPES,
  ...CALENDAR_EVENT_TYPES,
  ...GUEST_PORTAL_EVENT_TYPES,
  ...TM30_EVENT_TYPES,
  ...REVIEW_EVENT_TYPES,
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** Compile-time check that a context's event union and its listed names are the same set. */
export type SameNames<Union extends string, Listed extends string> = [Exclude<Union, Listed> | Exclude<Listed, Union>] extends [never]
  ? true
  : { missingOrExtra: Exclude<Union, Listed> | Exclude<Listed, Union> };
