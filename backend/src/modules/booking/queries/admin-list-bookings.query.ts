import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingDto, BookingStatus, Paginated } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';
import { toBookingDto } from '../projections/booking-dto.mapper';
import { BookingView } from '../projections/booking-view.entity';

export const ADMIN_BOOKING_SORTS = ['createdAt', 'updatedAt', 'checkIn', 'checkOut', 'totalPrice', 'status', 'customerName'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];

export interface AdminBookingFilter {
  statuses?: BookingStatus[];
  /** Stays overlapping [from, to): villa dates `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  /** Name, e-mail, phone, reference or id. */
  search?: string;
  /** Only bookings with an attached slip whose verification QR was not read. */
  slipQrMissing?: boolean;
  sort: AdminBookingSort;
  order: 'asc' | 'desc';
  page: number;
  /** null: every matching booking on one page (GET /api/booking/all). */
  pageSize: number | null;
}

export class AdminListBookingsQuery {
  constructor(readonly filter: AdminBookingFilter) {}
}

const COLUMNS: Record<AdminBookingSort, string> = {
  createdAt: 'b.created_at',
  updatedAt: 'b.updated_at',
  checkIn: 'b.check_in',
  checkOut: 'b.check_out',
  totalPrice: 'b.total_price',
  status: 'b.status',
  customerName: 'b.customer_name',
};

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin bookings table: booking_view without deleted bookings, filtered, sorted, paginated. */
@QueryHandler(AdminListBookingsQuery)
export class AdminListBookingsHandler implements IQueryHandler<AdminListBookingsQuery, Paginated<BookingDto>> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ filter }: AdminListBookingsQuery): Promise<Paginated<BookingDto>> {
    const query = this.dataSource.getRepository(BookingView).createQueryBuilder('b').where('NOT b.deleted');
    if (filter.statuses?.length) query.andWhere('b.status IN (:...statuses)', { statuses: filter.statuses });
    if (filter.from) query.andWhere('b.check_out > CAST(:from AS date)', { from: filter.from });
    if (filter.to) query.andWhere('b.check_in < CAST(:to AS date)', { to: filter.to });
    if (filter.slipQrMissing) query.andWhere('b.slip IS NOT NULL AND b.slip_qr_ref IS NULL');
    const search = filter.search?.trim().toLowerCase();
    if (search) {
      // A phone number may be typed with separators; it is stored as digits only.
      const digits = search.replace(/[\s\-().+]/g, '');
      const terms = [`b.search LIKE :like ESCAPE '\\'`, 'b.id::text = :exact'];
      if (/^\d{3,}$/.test(digits)) terms.push(`b.customer_phone LIKE :phone ESCAPE '\\'`);
      query.andWhere(`(${terms.join(' OR ')})`, {
        like: `%${likeEscape(search)}%`,
        exact: search,
        phone: `%${likeEscape(digits)}%`,
      });
    }
    const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
    query
      .orderBy(COLUMNS[filter.sort], direction, direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST')
      .addOrderBy('b.created_at', 'DESC')
      .addOrderBy('b.id', 'ASC');
    if (filter.pageSize !== null) query.skip((filter.page - 1) * filter.pageSize).take(filter.pageSize);
    const [rows, total] = await query.getManyAndCount();
    return { items: rows.map(toBookingDto), total, page: filter.page, pageSize: filter.pageSize ?? total };
  }
}
