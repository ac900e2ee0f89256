import { Controller, Get, Header, Param, Post, UseGuards } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error';
import { AdminGuard } from '../../admin-auth';
import { CalendarFeed } from '../queries/calendar-feed';

/** The owner's iCal export: the feed's secret URL, and a new one that ends the old. */
@Controller('admin/calendar/export')
@UseGuards(AdminGuard)
export class AdminCalendarExportController {
  constructor(private readonly feed: CalendarFeed) {}

  @Get()
  async get(): Promise<{ url: string }> {
    return { url: await this.feed.url() };
  }

  @Post('rotate')
  async rotate(): Promise<{ url: string }> {
    return { url: await this.feed.rotate() };
  }
}

const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

/** GET /api/calendar/<secret>.ics: the feed other channels poll; anything else is not found. */
@Controller('calendar')
export class CalendarFeedController {
  constructor(private readonly feed: CalendarFeed) {}

  @Get(':file')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async get(@Param('file') file: string): Promise<string> {
    const secret = FEED_FILE.exec(file)?.[1];
    if (!secret || !(await this.feed.accepts(secret))) throw new DomainError('not_found', 'No such calendar', { code: 'calendar.feedNotFound' });
    return this.feed.ics();
  }
}
