import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingDto, BookingStatus, Paginated } from '@baan-talay/contracts';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { toBookingDto } from '../projections/booking-dto.mapper';
import { BookingView } from '../projections/booking-view.entity';
import { isUuid } from './booking.queries';
import { BlindIndexKey, type BlindTerms } from '../search/blind-index';

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

/** A search matching at most this many bookings is answered from their ids (AdminListBookingsHandler.searchHits). */
export const SEARCH_HITS_CAP = 1_000;

/** Totals are counted up to here: past it the list says "10,000+" rather than scan every row per page. */
export const ADMIN_LIST_TOTAL_CAP = 10_000;

/**
 * The admin bookings table: booking_view without deleted bookings, filtered, sorted, paginated, so
 * that a page costs the same at 1,000 bookings as at 100,000 (issue 37). Its total: unfiltered or by
 * status, the count the projection keeps (booking_view_counts); a search's, from its matches' ids;
 * else counted up to ADMIN_LIST_TOTAL_CAP, `totalCapped` beyond.
 */
@QueryHandler(AdminListBookingsQuery)
export class AdminListBookingsHandler implements IQueryHandler<AdminListBookingsQuery, Paginated<BookingDto>> {
  private readonly blindIndex = new BlindIndexKey();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ filter }: AdminListBookingsQuery): Promise<Paginated<BookingDto>> {
    const search = filter.search?.trim();
    const blind = search ? (await this.blindIndex.get(this.dataSource)).terms(search) : undefined;
    const hits = search ? await this.searchHits(filter, blind) : null;
    const matching = hits ? matchingBookings(this.dataSource, { ...filter, search: undefined }).andWhere('b.id = ANY(CAST(:hits AS uuid[]))', { hits }) : matchingBookings(this.dataSource, filter, blind);
    const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
    const query = matching
      .clone()
      .orderBy(COLUMNS[filter.sort], direction, direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST')
      .addOrderBy('b.created_at', 'DESC')
      .addOrderBy('b.id', 'ASC');
    if (filter.pageSize === null) {
      const rows = await query.getMany();
      return { items: rows.map(toBookingDto), total: rows.length, page: filter.page, pageSize: rows.length };
    }
    const offset = (filter.page - 1) * filter.pageSize;
    const rows = await query.skip(offset).take(filter.pageSize).getMany();
    // A page that is not full is the last one: its rows give the total without counting.
    const last = rows.length < filter.pageSize && (rows.length > 0 || offset === 0);
    const kept = !last && !search && !filter.from && !filter.to && !filter.slipQrMissing ? await this.keptCount(filter.statuses) : null;
    const counted = last ? offset + rows.length : (kept ?? (await this.countUpTo(matching, hits ? hits.length : ADMIN_LIST_TOTAL_CAP + 1)));
    const capped = !last && kept === null && counted > ADMIN_LIST_TOTAL_CAP;
    return {
      items: rows.map(toBookingDto),
      total: capped ? ADMIN_LIST_TOTAL_CAP : counted,
      ...(capped && { totalCapped: true }),
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  /**
   * The ids of the bookings a search term matches, when there are at most SEARCH_HITS_CAP of them:
   * the term's index-backed branches alone, without the sort or the other filters, so Postgres
   * answers from the indexes (a BitmapOr) whatever it guesses of their selectivity. Ordering and
   * filtering those few rows by their primary key then costs the same at 1,000 bookings as at
   * 100,000; with the sort in the same query, a guess of hundreds of matches made it walk the
   * created_at index and test every booking for the one that matched (issue 37). null: more
   * matches than that, where walking the sort's index finds a page quickly.
   */
  private async searchHits(filter: AdminBookingFilter, blind?: BlindTerms): Promise<string[] | null> {
    const terms = matchingBookings(this.dataSource, { search: filter.search, sort: filter.sort, order: filter.order, page: 1, pageSize: null }, blind, { includeDeleted: true });
    const rows: { id: string }[] = await terms.select('b.id', 'id').limit(SEARCH_HITS_CAP + 1).getRawMany();
    return rows.length > SEARCH_HITS_CAP ? null : rows.map((row) => row.id);
  }

  /** The total of an unfiltered list, or one by status only, as booking_view_counts keeps it: exact, and one row per status to read. */
  private async keptCount(statuses?: BookingStatus[]): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      'SELECT coalesce(sum(bookings), 0)::int AS n FROM booking_view_counts WHERE $1::text[] IS NULL OR status = ANY($1::text[])',
      [statuses?.length ? statuses : null],
    );
    return n;
  }

  private async countUpTo(matching: SelectQueryBuilder<BookingView>, limit: number): Promise<number> {
    const [sql, parameters] = matching.clone().select('1').limit(limit).getQueryAndParameters();
    const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM (${sql}) matching`, parameters);
    return n;
  }
}

/**
 * The bookings the filter selects. Each search term is one an index answers, so that Postgres can
 * combine them (BitmapOr) rather than read every row: the text through the trigram index on
 * `search`, a booking id through the primary key (only when the term is one), a phone number through
 * `search` too (it holds the phone's digits), checked against the phone column, and the term's
 * blind tokens (an e-mail or phone however typed, every word of a name) through their GIN indexes.
 * A whole e-mail address or phone number is looked up by its token only: as a substring, an address
 * would read the trigram index's entries of every address at its domain (gmail.com).
 */
export function matchingBookings(dataSource: DataSource, filter: AdminBookingFilter, blind?: BlindTerms, { includeDeleted = false } = {}): SelectQueryBuilder<BookingView> {
  const query = dataSource.getRepository(BookingView).createQueryBuilder('b').where(includeDeleted ? 'TRUE' : 'NOT b.deleted');
  if (filter.statuses?.length) query.andWhere('b.status IN (:...statuses)', { statuses: filter.statuses });
  if (filter.from) query.andWhere('b.check_out > CAST(:from AS date)', { from: filter.from });
  if (filter.to) query.andWhere('b.check_in < CAST(:to AS date)', { to: filter.to });
  if (filter.slipQrMissing) query.andWhere('b.slip IS NOT NULL AND b.slip_qr_ref IS NULL');
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    // A phone number may be typed with separators; it is stored as digits only.
    const digits = search.replace(/[\s\-().+]/g, '');
    const terms = blind?.exact ? [] : [`b.search LIKE :like ESCAPE '\\'`];
    if (isUuid(search)) terms.push('b.id = CAST(:id AS uuid)');
    if (/^\d{3,}$/.test(digits) && !blind?.exact) terms.push(`(b.search LIKE :phone ESCAPE '\\' AND b.customer_phone LIKE :phone ESCAPE '\\')`);
    if (blind?.contact.length) terms.push('b.contact_tokens && CAST(:contact AS text[])');
    if (blind?.names.length) terms.push('b.name_tokens @> CAST(:names AS text[])');
    query.andWhere(`(${terms.join(' OR ')})`, { like: `%${likeEscape(search)}%`, id: search, phone: `%${likeEscape(digits)}%`, contact: blind?.contact, names: blind?.names });
  }
  return query;
}
