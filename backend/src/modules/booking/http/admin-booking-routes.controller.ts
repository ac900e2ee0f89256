import { Controller, Delete, Get, Param, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { BookingDto, Paginated } from '@baan-talay/contracts';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import { DeleteBookingCommand } from '../commands';
import { AdminListBookingsQuery } from '../queries/admin-list-bookings.query';
import { BookingIdPipe } from './booking-id.pipe';

/**
 * The admin-only routes SPEC §7 lists under /api/booking. Registered before the guest booking
 * controller, so `all` is never taken for a booking id.
 */
@Controller('booking')
@UseGuards(AdminGuard)
export class AdminBookingRoutesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Every booking not deleted, newest first (the paginated list is GET /api/admin/bookings). */
  @Get('all')
  async all(): Promise<BookingDto[]> {
    const page: Paginated<BookingDto> = await this.queries.execute(
      new AdminListBookingsQuery({ sort: 'createdAt', order: 'desc', page: 1, pageSize: null }),
    );
    return page.items;
  }

  @Delete(':id')
  async remove(@Param('id', BookingIdPipe) id: string, @CurrentAdmin() admin: AdminActor): Promise<{ _id: string; deleted: true }> {
    await this.commands.execute(new DeleteBookingCommand(id, admin));
    return { _id: id, deleted: true };
  }
}
