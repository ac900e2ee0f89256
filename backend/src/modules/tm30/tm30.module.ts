import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PersonalDataRegistry } from '../../event-store/personal-data';
import { KeyedStream } from '../../shared/keyed-stream';
import { BookingModule } from '../booking';
import { VillaModule } from '../villa';
import { RunTm30Handler, SubmitTm30DetailsHandler } from './commands/tm30-commands';
import { ChangeTm30SettingsHandler } from './commands/tm30-settings.handler';
import { TM30_PERSONAL_FIELDS } from './domain/tm30.events';
import { Tm30AdminController } from './http/tm30-admin.controller';
import { Tm30GuestController } from './http/tm30-guest.controller';
import { Tm30ReminderJob } from './jobs/tm30-reminder.job';
import { Tm30RetentionJob } from './jobs/tm30-retention.job';
import { Tm30ViewProjection } from './projections/tm30-view.projection';
import { Tm30Queries } from './queries/tm30.queries';

/**
 * TM30 (issue 32): the guest gives each foreign guest's passport details on `tm30-<bookingId>`
 * (under a data key of its own), the owner lists, exports and files them; reminders before
 * arrival, erasure N days after check-out and with the booking's personal data.
 */
@Module({
  imports: [CqrsModule, BookingModule, VillaModule],
  controllers: [Tm30GuestController, Tm30AdminController],
  providers: [KeyedStream, SubmitTm30DetailsHandler, RunTm30Handler, ChangeTm30SettingsHandler, Tm30ViewProjection, Tm30Queries, Tm30RetentionJob, Tm30ReminderJob],
})
export class Tm30Module {
  constructor(personalData: PersonalDataRegistry) {
    personalData.register(TM30_PERSONAL_FIELDS);
  }
}
