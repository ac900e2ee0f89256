import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { DomainError } from '../../../shared/domain-error';
import { calendarChannel, type ExternalCalendar } from '../domain/calendar.state';
import { assertFetchableUrl, IcalFetchError } from '../jobs/ical-fetch';
import { addSourceWrite, calendarUrl, removeSourceWrite } from './calendar-sources';
import { CalendarStream } from './calendar-stream';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AddExternalCalendarCommand extends Command<ExternalCalendar> {
  constructor(
    readonly name: string,
    readonly url: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

export class RemoveExternalCalendarCommand extends Command<void> {
  constructor(
    readonly calendarId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

/** Adds another channel's calendar (its stays are imported by the next sync). */
@CommandHandler(AddExternalCalendarCommand)
export class AddExternalCalendarHandler implements ICommandHandler<AddExternalCalendarCommand> {
  constructor(
    private readonly calendar: CalendarStream,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ name, url, actor }: AddExternalCalendarCommand): Promise<ExternalCalendar> {
    try {
      assertFetchableUrl(url, this.config.icalAllowPrivate);
    } catch (error) {
      if (error instanceof IcalFetchError) throw new DomainError('validation', error.message, { code: error.code });
      throw error;
    }
    const calendarId = randomUUID();
    const address = url.trim();
    const { state } = await this.calendar.run(
      { type: 'AddExternalCalendar', data: { calendarId, name: name.trim(), channel: calendarChannel(address, name) } },
      actor,
      [addSourceWrite(calendarId, address)],
    );
    return state.calendars[calendarId];
  }
}

/** Removes a calendar: its imported stays are withdrawn and their nights released. */
@CommandHandler(RemoveExternalCalendarCommand)
export class RemoveExternalCalendarHandler implements ICommandHandler<RemoveExternalCalendarCommand> {
  constructor(
    private readonly calendar: CalendarStream,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ calendarId, actor }: RemoveExternalCalendarCommand): Promise<void> {
    if (!UUID.test(calendarId)) throw new DomainError('not_found', 'No such external calendar', { code: 'calendar.externalNotFound' });
    // Its URL (the channel's secret) goes with it, in the same transaction.
    const url = await calendarUrl(this.dataSource, calendarId);
    await this.calendar.run({ type: 'RemoveExternalCalendar', data: { calendarId } }, actor, [removeSourceWrite(calendarId, url)]);
  }
}
