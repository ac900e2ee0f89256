import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BookingModule } from '../booking.module';
import { AdminListBookingsHandler } from '../queries/admin-list-bookings.query';
import { PersonalDataExport } from '../queries/personal-data-export';
import { AdminBookingRoutesController } from './admin-booking-routes.controller';
import { AdminBookingsController } from './admin-bookings.controller';

/**
 * The admin's booking routes (issue 5). Import it in AppModule BEFORE BookingModule: Nest registers
 * routes module by module, and GET /api/booking/all must come before the guest's GET /api/booking/:id.
 */
@Module({
  imports: [CqrsModule, BookingModule],
  controllers: [AdminBookingRoutesController, AdminBookingsController],
  providers: [AdminListBookingsHandler, PersonalDataExport],
})
export class AdminBookingModule {}
