import { Controller, Get, Header, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RateLimited } from '../../../infrastructure/http/rate-limit';
import { DomainError } from '../../../shared/domain-error';
import { ownEntry } from '../../../shared/own-entry';
import { AdminGuard } from '../../admin-auth';
import { CalendarFeed } from '../queries/calendar-feed';
import { CalendarQueries } from '../queries/calendar.queries';
import { CLOCK, type Clock } from '../../../shared/clock';

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
const CHANNEL_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/i;
const SECRET = /^[A-Za-z0-9_-]{20,100}$/;
const notFound = () => new DomainError('not_found', 'No such calendar', { code: 'calendar.feedNotFound' });

/**
 * GET /api/calendar/<secret>.ics: the feed of every held stay; GET /api/calendar/<secret>/<calendarId>.ics:
 * the feed for that external calendar's channel (without its own imported stays). Anything else is
 * not found.
 */
@Controller('calendar')
export class CalendarFeedController {
  constructor(
    private readonly feed: CalendarFeed,
    private readonly calendar: CalendarQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':file')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @RateLimited('export-ip')
  async get(@Param('file') file: string): Promise<string> {
    const secret = FEED_FILE.exec(file)?.[1];
    if (!secret || !(await this.feed.accepts(secret))) throw notFound();
    return this.feed.ics(new Date(this.clock.now()));
  }

  @Get(':secret/:file')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @RateLimited('export-ip')
  async channel(@Param('secret') secret: string, @Param('file') file: string): Promise<string> {
    const calendarId = CHANNEL_FILE.exec(file)?.[1]?.toLowerCase();
    if (!calendarId || !SECRET.test(secret) || !(await this.feed.accepts(secret))) throw notFound();
    const { calendars, stays } = await this.calendar.state();
    if (!ownEntry(calendars, calendarId)) throw notFound();
    return this.feed.ics(new Date(this.clock.now()), new Set(Object.values(stays).filter((stay) => stay.calendarId === calendarId).map((stay) => stay.id)));
  }
}
