import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalDataRegistry } from '../../event-store/personal-data';
import { VillaModule, VillaQueries } from '../villa';
import { BOOKING_PERSONAL_FIELDS } from './domain/booking.personal-fields';
import { BOOKING_COMMAND_HANDLERS } from './commands';
import { BookingStream } from './commands/booking-stream';
import { PersonalDataScrubbers } from './commands/personal-data-scrubbers';
import { StayGuardModule } from '../stay-guard';
import { BOOKING_HELD_STAYS } from './commands/booking-holds';
import { UNPAID_HOLDS, VILLA_RULES } from './commands/booking-ports';
import { OriginPseudonyms } from './commands/origin-pseudonyms';
import { AdminBookingRoutesController } from './http/admin-booking-routes.controller';
import { AdminBookingsController } from './http/admin-bookings.controller';
import { AvailabilityController } from './http/availability.controller';
import { BookingAccess, BookingAccessGuard } from './http/booking-access';
import { BookingController } from './http/booking.controller';
import { BookingBillingController } from './http/booking-billing.controller';
import { SlipController } from './http/slip.controller';
import { BookingView } from './projections/booking-view.entity';
import { PaymentWindowProcessor } from './jobs/payment-window.processor';
import { PaymentWindowReactor } from './jobs/payment-window.reactor';
import { PaymentWindowReconciler } from './jobs/payment-window.reconciler';
import { PaymentWindowScheduler } from './jobs/payment-window.scheduler';
import { PiiRetentionJob } from './jobs/pii-retention.job';
import { BookingViewProjection } from './projections/booking-view.projection';
import { AdminListBookingsHandler } from './queries/admin-list-bookings.query';
import { PersonalDataExport } from './queries/personal-data-export';
import { RecentCreates } from './queries/recent-creates';
import { BookingViewCatchUp } from './queries/booking-view-catch-up';
import { BookingLinks } from './queries/booking-links';
import { BookingQueries } from './queries/booking.queries';
import { SlipFiles } from './queries/slip-files';
import { UnpaidHoldsReader } from './queries/unpaid-holds.reader';
import { StaysInRange } from './queries/stays-in-range';
import { SlipCheck } from './slip-check/slip-check.service';
import { SlipDecodePool } from './slip-check/slip-decode.pool';
import { SlipQrReader } from './slip-check/slip-qr.reader';

/**
 * The booking context, one module: `booking-<id>` streams, the stay guard, booking_view, the guest
 * and admin APIs, the payment window (expiry and reminder jobs, their reactor, worker and
 * reconciler) and personal-data retention. The admin controllers come first: Nest registers routes
 * in this order, and GET /api/booking/all must come before the guest's GET /api/booking/:id.
 */
@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([BookingView]), StayGuardModule.forHolder(BOOKING_HELD_STAYS), VillaModule],
  controllers: [AdminBookingRoutesController, AdminBookingsController, BookingController, SlipController, AvailabilityController, BookingBillingController],
  providers: [
    BookingStream,
    PersonalDataScrubbers,
    OriginPseudonyms,
    { provide: UNPAID_HOLDS, useClass: UnpaidHoldsReader },
    { provide: VILLA_RULES, useExisting: VillaQueries },
    ...BOOKING_COMMAND_HANDLERS,
    BookingViewProjection,
    BookingQueries,
    BookingViewCatchUp,
    RecentCreates,
    SlipFiles,
    SlipDecodePool,
    SlipQrReader,
    SlipCheck,
    BookingAccess,
    BookingAccessGuard,
    BookingLinks,
    AdminListBookingsHandler,
    PersonalDataExport,
    PaymentWindowScheduler,
    PaymentWindowReactor,
    PaymentWindowProcessor,
    PaymentWindowReconciler,
    PiiRetentionJob,
    StaysInRange,
  ],
  exports: [BookingQueries, BookingAccess, BookingAccessGuard, SlipFiles, PersonalDataScrubbers, BookingLinks, PaymentWindowReconciler, PiiRetentionJob, StaysInRange],
})
export class BookingModule {
  constructor(personalData: PersonalDataRegistry) {
    personalData.register(BOOKING_PERSONAL_FIELDS);
  }
}
