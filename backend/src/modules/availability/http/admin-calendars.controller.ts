import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BlockDto, CalendarSyncResultDto, ExternalCalendarDto, ImportedStayDto } from '@baan-talay/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import { AddExternalCalendarCommand, RemoveExternalCalendarCommand } from '../commands/external-calendar.handlers';
import { SyncExternalCalendarCommand } from '../commands/sync-calendar.handler';
import { CalendarFeed } from '../queries/calendar-feed';
import { CalendarQueries } from '../queries/calendar.queries';
import { DateWindowQueryDto } from './admin-blocks.controller';

export class AddCalendarDto {
  @IsString() @MinLength(1) @MaxLength(100) name!: string;
  @IsString() @MaxLength(2000) url!: string;
}

/** Other channels' calendars (Airbnb, Booking.com …) imported by URL. */
@Controller('admin/calendars')
@UseGuards(AdminGuard)
export class AdminCalendarsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly calendar: CalendarQueries,
    private readonly feed: CalendarFeed,
  ) {}

  @Post()
  async add(@Body() body: AddCalendarDto, @CurrentAdmin() admin: AdminActor): Promise<ExternalCalendarDto> {
    const { id } = await this.commands.execute(new AddExternalCalendarCommand(body.name, body.url, admin));
    return (await this.list()).find((c) => c.id === id) as ExternalCalendarDto;
  }

  /** Each calendar with its last success and last error, and the export feed to paste into its channel. */
  @Get()
  async list(): Promise<ExternalCalendarDto[]> {
    const calendars = await this.calendar.calendars();
    return Promise.all(calendars.map(async (calendar) => ({ ...calendar, exportUrl: await this.feed.urlFor(calendar.id) })));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminActor): Promise<void> {
    await this.commands.execute(new RemoveExternalCalendarCommand(id, admin));
  }

  /** Syncs now and answers what changed. */
  @Post(':id/sync')
  @HttpCode(200)
  sync(@Param('id') id: string, @CurrentAdmin() admin: AdminActor): Promise<CalendarSyncResultDto> {
    return this.commands.execute(new SyncExternalCalendarCommand(id, admin));
  }
}

/** What the admin calendar draws beside bookings: blocks, imported stays, and the conflicts to resolve. */
@Controller('admin/calendar')
@UseGuards(AdminGuard)
export class AdminCalendarController {
  constructor(private readonly calendar: CalendarQueries) {}

  @Get('stays')
  async stays(@Query() query: DateWindowQueryDto): Promise<{ blocks: BlockDto[]; imported: ImportedStayDto[] }> {
    return { blocks: await this.calendar.blocks(query), imported: await this.calendar.importedStays(query) };
  }

  /** The dashboard's alert: imported stays on nights another holder has, each naming both. */
  @Get('conflicts')
  async conflicts(): Promise<ImportedStayDto[]> {
    return (await this.calendar.importedStays()).filter((stay) => stay.conflict);
  }
}
