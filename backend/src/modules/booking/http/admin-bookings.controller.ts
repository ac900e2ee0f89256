import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AdminCreateBookingResponse, AuditEntryDto, BookingDto, Paginated, PersonalDataExportDto } from '@baan-talay/contracts';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import { GetStreamHistoryQuery } from '../../audit';
import {
  AddBookingNoteCommand,
  ChangeBookingDetailsCommand,
  ChangeBookingStatusCommand,
  CreateBookingCommand,
  CreateBookingResult,
  DeleteBookingCommand,
  ErasePersonalDataCommand,
} from '../commands';
import { RateLimited } from '../../../infrastructure/http/rate-limit';
import { bookingStreamId } from '../domain/booking.events';
import { AdminListBookingsQuery } from '../queries/admin-list-bookings.query';
import { bookingsCsv } from '../queries/bookings-csv';
import { BookingQueries } from '../queries/booking.queries';
import { PersonalDataExport } from '../queries/personal-data-export';
import { AdminBookingExportQueryDto, AdminBookingListQueryDto, AdminCreateBookingDto, AdminEditBookingDto, AdminNoteDto, AdminStatusDto } from './admin-booking.dto';
import { BookingIdPipe } from './booking-id.pipe';
import { notFound } from '../domain/booking.rules';

const uuid = BookingIdPipe;

/** SPEC §7 "Admin bookings"; every change is a booking command with the admin as actor. */
@Controller('admin/bookings')
@UseGuards(AdminGuard)
export class AdminBookingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly bookings: BookingQueries,
    private readonly personalData: PersonalDataExport,
  ) {}

  @Get()
  list(@Query() q: AdminBookingListQueryDto): Promise<Paginated<BookingDto>> {
    const { status: statuses, from, to, search, slipQr, sort, order, page, pageSize } = q;
    return this.queries.execute(new AdminListBookingsQuery({ statuses, from, to, search, slipQrMissing: slipQr === 'missing', sort, order, page, pageSize }));
  }

  /**
   * The list as CSV (UTF-8 with a BOM, for Excel): every booking the same filters and sort match, no
   * pages; headers, statuses and payment methods in `lang`.
   */
  @Get('export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="bookings.csv"')
  @Header('Cache-Control', 'no-store')
  @RateLimited('export-ip')
  async export(@Query() q: AdminBookingExportQueryDto): Promise<string> {
    const { status: statuses, from, to, search, slipQr, sort, order, lang } = q;
    const filter = { statuses, from, to, search, slipQrMissing: slipQr === 'missing', sort, order, page: 1, pageSize: null };
    const { items }: Paginated<BookingDto> = await this.queries.execute(new AdminListBookingsQuery(filter));
    return bookingsCsv(items, lang);
  }

  /** 201 `{booking, accessToken}`: the token lets the guest open the booking (e.g. to upload a slip). */
  @Post()
  async create(@Body() body: AdminCreateBookingDto, @CurrentAdmin() admin: AdminActor): Promise<AdminCreateBookingResponse> {
    const { status, ...input } = body;
    const created: CreateBookingResult = await this.commands.execute(
      new CreateBookingCommand({ ...input, confirm: status === 'confirmed' }, admin),
    );
    return { booking: await this.read(created.bookingId), accessToken: created.accessToken };
  }

  @Get(':id')
  get(@Param('id', uuid) id: string): Promise<BookingDto> {
    return this.read(id);
  }

  /** `{customerName, checkIn, checkOut, guests, totalPrice}`, any of them; new nights are checked against the guard. */
  @Patch(':id')
  async edit(@Param('id', uuid) id: string, @Body() body: AdminEditBookingDto, @CurrentAdmin() admin: AdminActor): Promise<BookingDto> {
    await this.commands.execute(new ChangeBookingDetailsCommand(id, body, admin));
    return this.read(id);
  }

  /** `{status, reason?, paymentWindowMinutes?}`; a transition DESIGN.md §3 does not allow is 409 naming both statuses. */
  @Patch(':id/status')
  async status(@Param('id', uuid) id: string, @Body() body: AdminStatusDto, @CurrentAdmin() admin: AdminActor): Promise<BookingDto> {
    await this.commands.execute(new ChangeBookingStatusCommand(id, body, admin));
    return this.read(id);
  }

  @Delete(':id')
  async remove(@Param('id', uuid) id: string, @CurrentAdmin() admin: AdminActor): Promise<{ _id: string; deleted: true }> {
    await this.commands.execute(new DeleteBookingCommand(id, admin));
    return { _id: id, deleted: true };
  }

  /**
   * Erases the guest's personal data (PDPA right to erasure) once the stay is over, or the booking
   * cancelled or expired (409 booking.stayNotEnded before). The booking stays with its dates,
   * amounts and status; `personalDataErasedAt` says when.
   */
  @Post(':id/erase')
  @HttpCode(200)
  async erase(@Param('id', uuid) id: string, @CurrentAdmin() admin: AdminActor): Promise<{ _id: string; booking: BookingDto | null }> {
    await this.commands.execute(new ErasePersonalDataCommand(id, admin));
    // A deleted booking can be erased too; it is just not listed any more.
    return { _id: id, booking: await this.bookings.findDto(id) };
  }

  /** An access request (PDPA): what is held about this booking's guest, over every booking with the same e-mail. */
  @Get(':id/personal-data')
  @RateLimited('export-ip')
  personalDataOf(@Param('id', uuid) id: string): Promise<PersonalDataExportDto> {
    return this.personalData.forBooking(id);
  }

  /** A private note (never e-mailed); answers the booking's history with the note at its end. */
  @Post(':id/notes')
  async addNote(@Param('id', uuid) id: string, @Body() body: AdminNoteDto, @CurrentAdmin() admin: AdminActor): Promise<AuditEntryDto[]> {
    await this.commands.execute(new AddBookingNoteCommand(id, body.text, admin));
    return this.history(id);
  }

  /** Every event of the booking, oldest first: type, when, actor (guest, admin or system) and what changed. */
  @Get(':id/history')
  async history(@Param('id', uuid) id: string): Promise<AuditEntryDto[]> {
    const events: AuditEntryDto[] = await this.queries.execute(new GetStreamHistoryQuery(bookingStreamId(id)));
    if (events.length === 0) throw notFound();
    return events;
  }

  private async read(id: string): Promise<BookingDto> {
    const booking = await this.bookings.findDto(id);
    if (!booking) throw notFound();
    return booking;
  }
}
