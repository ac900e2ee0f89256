import { BookingDocuments1760000009200 } from './migrations/1760000009200-BookingDocuments';
import { EventStore1760000001000 } from './migrations/1760000001000-EventStore';
import { BookingAndVilla1760000002000 } from './migrations/1760000002000-BookingAndVilla';
import { StayGuardTrigger1760000002100 } from './migrations/1760000002100-StayGuardTrigger';
import { AdminUsers1760000003000 } from './migrations/1760000003000-AdminUsers';
import { AuditLog1760000003100 } from './migrations/1760000003100-AuditLog';
import { EventStoreVersionByKey1760000004000 } from './migrations/1760000004000-EventStoreVersionByKey';
import { DropBookingViewHeldIndex1760000004100 } from './migrations/1760000004100-DropBookingViewHeldIndex';
import { StayGuardNightLocks1760000004200 } from './migrations/1760000004200-StayGuardNightLocks';
import { EmailLedger1760000004300 } from './migrations/1760000004300-EmailLedger';
import { AdminSecurity1760000005100 } from './migrations/1760000005100-AdminSecurity';
import { BookingViewIpHash1760000005200 } from './migrations/1760000005200-BookingViewIpHash';
import { OneStayGuard1760000005300 } from './migrations/1760000005300-OneStayGuard';
import { SlipFingerprints1760000005600 } from './migrations/1760000005600-SlipFingerprints';
import { AvailabilityHolders1760000006100 } from './migrations/1760000006100-AvailabilityHolders';
import { StayGuardHoldFunction1760000006600 } from './migrations/1760000006600-StayGuardHoldFunction';
import { CalendarSyncErrorCodes1760000006700 } from './migrations/1760000006700-CalendarSyncErrorCodes';
import { ExternalCalendarSources1760000006710 } from './migrations/1760000006710-ExternalCalendarSources';
import { ImportsHoldTheirNights1760000007100 } from './migrations/1760000007100-ImportsHoldTheirNights';
import { PersonalDataKeys1760000006500 } from './migrations/1760000006500-PersonalDataKeys';
import { StoredFiles1760000006400 } from './migrations/1760000006400-StoredFiles';
import { ParkedEvents1760000007400 } from './migrations/1760000007400-ParkedEvents';
import { AdminBookingEmails1760000006000 } from './migrations/1760000006000-AdminBookingEmails';
import { AuditLogBookingPrefix1760000006200 } from './migrations/1760000006200-AuditLogBookingPrefix';
import { SubscriptionLeaderLease1760000007900 } from './migrations/1760000007900-SubscriptionLeaderLease';
import { AdminPasswordResets1760000007300 } from './migrations/1760000007300-AdminPasswordResets';
import { BookingViewRefunded1760000008300 } from './migrations/1760000008300-BookingViewRefunded';
import { GuestPortal1760000009400 } from './migrations/1760000009400-GuestPortal';
import { Tm30AndReviews1760000009500 } from './migrations/1760000009500-Tm30AndReviews';
import { BookingViewBlindIndexes1760000009600 } from './migrations/1760000009600-BookingViewBlindIndexes';
import { ProjectionDeferredIndexes1760000009610 } from './migrations/1760000009610-ProjectionDeferredIndexes';
import { PaymentLedger1760000009300 } from './migrations/1760000009300-PaymentLedger';
import { DashboardSummary1760000009700 } from './migrations/1760000009700-DashboardSummary';
import { SearchIndexesWithoutPendingList1760000009720 } from './migrations/1760000009720-SearchIndexesWithoutPendingList';
import { BookingViewCounts1760000009730 } from './migrations/1760000009730-BookingViewCounts';
import { AuditLogReferencesEvents1760000009800 } from './migrations/1760000009800-AuditLogReferencesEvents';

/**
 * Every migration, in order. Each context adds its own class from ./migrations (file names start
 * with the timestamp that orders them).
 */
export const MIGRATIONS: (new (...args: never[]) => unknown)[] = [
  EventStore1760000001000,
  BookingAndVilla1760000002000,
  StayGuardTrigger1760000002100,
  AdminUsers1760000003000,
  AuditLog1760000003100,
  EventStoreVersionByKey1760000004000,
  DropBookingViewHeldIndex1760000004100,
  StayGuardNightLocks1760000004200,
  EmailLedger1760000004300,
  AdminSecurity1760000005100,
  BookingViewIpHash1760000005200,
  OneStayGuard1760000005300,
  SlipFingerprints1760000005600,
  AdminBookingEmails1760000006000,
  AvailabilityHolders1760000006100,
  StoredFiles1760000006400,
  PersonalDataKeys1760000006500,
  StayGuardHoldFunction1760000006600,
  CalendarSyncErrorCodes1760000006700,
  ExternalCalendarSources1760000006710,
  ImportsHoldTheirNights1760000007100,
  AuditLogBookingPrefix1760000006200,
  SubscriptionLeaderLease1760000007900,
  AdminPasswordResets1760000007300,
  ParkedEvents1760000007400,
  BookingViewRefunded1760000008300,
  BookingDocuments1760000009200,
  PaymentLedger1760000009300,
  GuestPortal1760000009400,
  Tm30AndReviews1760000009500,
  BookingViewBlindIndexes1760000009600,
  ProjectionDeferredIndexes1760000009610,
  DashboardSummary1760000009700,
  SearchIndexesWithoutPendingList1760000009720,
  BookingViewCounts1760000009730,
  AuditLogReferencesEvents1760000009800,
];
