import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingDto } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { BookingView, toBookingDto } from '../../booking';

export class RecentBookingsQuery {
  constructor(readonly limit: number) {}
}

/** The newest bookings (by creation), deleted ones left out. */
@QueryHandler(RecentBookingsQuery)
export class RecentBookingsHandler implements IQueryHandler<RecentBookingsQuery, BookingDto[]> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ limit }: RecentBookingsQuery): Promise<BookingDto[]> {
    const rows = await this.dataSource.getRepository(BookingView).find({
      where: { deleted: false },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: limit,
    });
    return rows.map(toBookingDto);
  }
}
