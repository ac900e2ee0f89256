import { Body, Controller, Delete, Get, Inject, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AdminCreateBookingResponse, AuditEntryDto, BookingDto, BookingStatus, Paginated } from '@baan-talay/contracts';
import { foldEvents } from '../../../event-store/decider';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import type { AdminActor } from '../../admin-auth/security/admin-actor';
import { AdminGuard } from '../../admin-auth/security/admin.guard';
import { CurrentAdmin } from '../../admin-auth/security/current-admin.decorator';
import { GetStreamHistoryQuery } from '../../audit/queries/get-stream-history.query';
import { ChangeBookingDetailsCommand, CreateBookingCommand, CreateBookingResult, DeleteBookingCommand } from '../commands';
import { bookingDecider } from '../domain/booking.decider';
import { BookingEvent, bookingStreamId } from '../domain/booking.events';
import { AdminListBookingsQuery } from '../queries/admin-list-bookings.query';
import { BookingQueries } from '../queries/booking.queries';
import { AdminBookingListQueryDto, AdminCreateBookingDto, AdminEditBookingDto, AdminStatusDto } from './admin-booking.dto';
import { statusCommand, statusConflict } from './admin-status-change';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Booking not found') });

/** SPEC §7 "Admin bookings"; every change is a booking command with the admin as actor. */
@Controller('admin/bookings')
@UseGuards(AdminGuard)
export class AdminBookingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly bookings: BookingQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get()
  list(@Query() q: AdminBookingListQueryDto): Promise<Paginated<BookingDto>> {
    const { status: statuses, from, to, search, slipQr, sort, order, page, pageSize } = q;
    return this.queries.execute(new AdminListBookingsQuery({ statuses, from, to, search, slipQrMissing: slipQr === 'missing', sort, order, page, pageSize }));
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
    const from = (await this.read(id)).status;
    try {
      await this.commands.execute(statusCommand(id, from, body, admin));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict' && error.message.startsWith('Cannot ')) {
        throw statusConflict(await this.currentStatus(id, from), body.status);
      }
      throw error;
    }
    return this.read(id);
  }

  @Delete(':id')
  async remove(@Param('id', uuid) id: string, @CurrentAdmin() admin: AdminActor): Promise<{ _id: string; deleted: true }> {
    await this.commands.execute(new DeleteBookingCommand(id, admin));
    return { _id: id, deleted: true };
  }

  /** Every event of the booking, oldest first: type, when, actor (guest, admin or system) and what changed. */
  @Get(':id/history')
  async history(@Param('id', uuid) id: string): Promise<AuditEntryDto[]> {
    const events: AuditEntryDto[] = await this.queries.execute(new GetStreamHistoryQuery(bookingStreamId(id)));
    if (events.length === 0) throw new NotFoundException('Booking not found');
    return events;
  }

  private async read(id: string): Promise<BookingDto> {
    const booking = await this.bookings.findDto(id);
    if (!booking) throw new NotFoundException('Booking not found');
    return booking;
  }

  /** From the stream, not the read model: the message must name the status that refused the change. */
  private async currentStatus(id: string, fallback: BookingStatus): Promise<BookingStatus> {
    const events = await this.store.readStream(bookingStreamId(id));
    return foldEvents(bookingDecider, events as unknown as BookingEvent[])?.status ?? fallback;
  }
}
