import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PersonalDataExportDto, PersonalDataRecordDto } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { bookingStreamId } from '../domain/booking.events';
import { BOOKING_PERSONAL_FIELDS } from '../domain/booking.personal-fields';
import { notFound } from '../domain/booking.rules';
import { toBookingDto } from '../projections/booking-dto.mapper';
import { BookingView } from '../projections/booking-view.entity';
import { CLOCK, type Clock } from '../../../shared/clock';

/**
 * An access request (PDPA): the guest of a booking is found by its e-mail address, and every
 * booking with that address (deleted ones too) is returned with the personal fields each of its
 * events holds, decrypted.
 */
@Injectable()
export class PersonalDataExport {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async forBooking(bookingId: string, now = new Date(this.clock.now())): Promise<PersonalDataExportDto> {
    const views = this.dataSource.getRepository(BookingView);
    const booking = await views.findOneBy({ id: bookingId });
    if (!booking) throw notFound();
    const email = booking.customerEmail;
    const rows = email
      ? await views.createQueryBuilder('b').where('lower(b.customer_email) = lower(:email)', { email }).orderBy('b.created_at').getMany()
      : [booking];
    const bookings = [];
    for (const row of rows) bookings.push({ ...toBookingDto(row), deleted: row.deleted, records: await this.records(row.id) });
    return { generatedAt: now.toISOString(), email, bookings };
  }

  private async records(bookingId: string): Promise<PersonalDataRecordDto[]> {
    const records: PersonalDataRecordDto[] = [];
    for (const event of await this.store.readStream(bookingStreamId(bookingId))) {
      const paths = BOOKING_PERSONAL_FIELDS[event.type as keyof typeof BOOKING_PERSONAL_FIELDS] ?? [];
      const fields = Object.fromEntries(
        paths
          .map((path) => [path, path.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], event.data)] as const)
          .filter(([, value]) => value !== undefined && value !== null && value !== ''),
      );
      if (Object.keys(fields).length > 0) records.push({ type: event.type, occurredAt: event.metadata.occurredAt, fields });
    }
    return records;
  }
}
