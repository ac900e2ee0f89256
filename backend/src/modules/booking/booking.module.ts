import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PersonalDataRegistry } from '../../event-store/personal-data';
import { VillaModule } from '../villa';
import { BOOKING_PERSONAL_FIELDS } from './domain/booking.personal-fields';
import { BOOKING_COMMAND_HANDLERS } from './commands';
import { BookingStream } from './commands/booking-stream';
import { PersonalDataScrubbers } from './commands/personal-data-scrubbers';
import { StayGuard } from './commands/stay-guard.service';
import { AvailabilityController } from './http/availability.controller';
import { BookingAccess, BookingAccessGuard } from './http/booking-access';
import { BookingController } from './http/booking.controller';
import { BookingBillingController } from './http/booking-billing.controller';
import { SlipController } from './http/slip.controller';
import { BookingViewProjection } from './projections/booking-view.projection';
import { RecentCreates } from './queries/recent-creates';
import { BookingViewCatchUp } from './queries/booking-view-catch-up';
import { BookingLinks } from './queries/booking-links';
import { BookingQueries } from './queries/booking.queries';
import { SlipFiles } from './queries/slip-files';
import { SlipCheck } from './slip-check/slip-check.service';
import { SlipDecodePool } from './slip-check/slip-decode.pool';
import { SlipQrReader } from './slip-check/slip-qr.reader';

/**
 * The booking context: `booking-<id>` streams, the stay guard, booking_view and the guest API.
 * Admin routes (issue 5) and jobs (issue 6) send the exported commands through the CommandBus.
 */
@Module({
  imports: [CqrsModule, VillaModule],
  controllers: [BookingController, SlipController, AvailabilityController, BookingBillingController],
  providers: [
    BookingStream,
    PersonalDataScrubbers,
    StayGuard,
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
  ],
  exports: [BookingQueries, BookingAccess, BookingAccessGuard, SlipFiles, PersonalDataScrubbers, BookingLinks],
})
export class BookingModule {
  constructor(personalData: PersonalDataRegistry) {
    personalData.register(BOOKING_PERSONAL_FIELDS);
  }
}
