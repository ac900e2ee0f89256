import { Body, Controller, Get, Header, Inject, Param, ParseUUIDPipe, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Tm30ListItem, Tm30SettingsDto } from '@baan-talay/contracts';
import type { Response } from 'express';
import { RateLimited } from '../../../infrastructure/http/rate-limit';
import { ApiFileResponse } from '../../../infrastructure/http/openapi-upload';
import { CLOCK, type Clock } from '../../../shared/clock';
import { AdminGuard, CurrentAdmin, type AdminActor } from '../../admin-auth';
import { DomainError } from '../../../shared/domain-error';
import { villaName } from '../../receipts';
import { VillaQueries } from '../../villa';
import { RunTm30Command } from '../commands/tm30-commands';
import { ChangeTm30SettingsCommand } from '../commands/tm30-settings.handler';
import { tm30Csv } from '../export/tm30-export';
import { renderTm30Pdf } from '../export/tm30-pdf';
import { Tm30Queries } from '../queries/tm30.queries';
import { Tm30ExportQueryDto, Tm30ReceiptDto, Tm30SettingsBodyDto } from './tm30.dto';

const BookingIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new DomainError('not_found', 'Booking not found', { code: 'booking.notFound' }) });

/** The owner's TM30 list: stays arriving, their details' state, exports and receipt numbers. */
@Controller('admin/tm30')
@UseGuards(AdminGuard)
export class Tm30AdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tm30: Tm30Queries,
    private readonly villa: VillaQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  async list(): Promise<Tm30ListItem[]> {
    return (await this.tm30.list(this.now())).map(({ guests: _guests, ...item }) => item);
  }

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="tm30.csv"')
  @Header('Cache-Control', 'no-store')
  @RateLimited('export-ip')
  async csv(@Query() q: Tm30ExportQueryDto): Promise<string> {
    return tm30Csv(await this.exported(q), q.lang);
  }

  @Get('export.pdf')
  @ApiFileResponse('The TM30 list as a printable PDF', 'application/pdf')
  @RateLimited('export-ip')
  async pdf(@Query() q: Tm30ExportQueryDto, @Res() res: Response): Promise<void> {
    const { villa } = await this.villa.current();
    const pdf = await renderTm30Pdf(await this.exported(q), q.lang, villaName(villa, q.lang), this.now().toISOString().slice(0, 16).replace('T', ' ') + ' UTC');
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="tm30.pdf"', 'Cache-Control': 'no-store' }).send(pdf);
  }

  @Put(':id/receipt')
  async receipt(@Param('id', BookingIdPipe) id: string, @Body() body: Tm30ReceiptDto, @CurrentAdmin() admin: AdminActor): Promise<Tm30ListItem[]> {
    await this.commands.execute(new RunTm30Command({ type: 'RecordTm30Receipt', data: { bookingId: id, receiptNumber: body.receiptNumber } }, admin, this.now()));
    return this.list();
  }

  @Get('settings')
  async settings(): Promise<Tm30SettingsDto> {
    return { retentionDays: await this.tm30.retentionDays() };
  }

  @Put('settings')
  async changeSettings(@Body() body: Tm30SettingsBodyDto, @CurrentAdmin() admin: AdminActor): Promise<Tm30SettingsDto> {
    await this.commands.execute(new ChangeTm30SettingsCommand(body.retentionDays, admin));
    return this.settings();
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  private async exported(q: Tm30ExportQueryDto) {
    const stays = await this.tm30.list(this.now());
    return stays.filter((stay) => stay.completeness === 'complete' && !stay.erased && (!q.bookingId || stay.bookingId === q.bookingId));
  }
}
