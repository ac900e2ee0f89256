import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BookingModule } from '../booking';
import { EmailLedger } from '../notifications';
import { VillaModule } from '../villa';
import { ChangeGuestPortalHandler } from './commands/guest-portal.handlers';
import { AdminGuestPortalController } from './http/admin-guest-portal.controller';
import { GuestPortalController } from './http/guest-portal.controller';
import { GuestEmailsJob } from './jobs/guest-emails.job';
import { BookingArrivalProjection } from './projections/booking-arrival.projection';
import { GuestPortalViewProjection } from './projections/guest-portal-view.projection';
import { GuestPortalQueries } from './queries/guest-portal.queries';

/**
 * The guest portal (issue 32): the owner's house manual, secrets and scheduled e-mails on
 * `guest-portal-main`; the guest's portal, secrets and arrival details on the booking's own link.
 */
@Module({
  imports: [CqrsModule, BookingModule, VillaModule],
  controllers: [GuestPortalController, AdminGuestPortalController],
  providers: [ChangeGuestPortalHandler, GuestPortalViewProjection, BookingArrivalProjection, GuestPortalQueries, EmailLedger, GuestEmailsJob],
  exports: [GuestPortalQueries],
})
export class GuestPortalModule {}
