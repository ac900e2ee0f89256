import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MIN_PUBLISHED_REVIEWS, type AdminReviewDto, type Language, type PublicReviewDto, type PublicReviewsDto, type ReviewStatus } from '@baan-talay/contracts';
import { bookingReference } from '@baan-talay/contracts';
import { DataSource } from 'typeorm';

/** The landing page shows this many of the newest published reviews. */
const PUBLIC_LIMIT = 30;

interface Row {
  booking_id: string;
  rating: number;
  comment: string;
  language: Language;
  author: string | null;
  stay_month: string;
  status: ReviewStatus;
  answer: string | null;
  submitted_at: Date;
  updated_at: Date;
}

const toPublic = (row: Row): PublicReviewDto => ({
  // The reference, not the booking id: the id is half of a guest's capability.
  id: bookingReference(row.booking_id),
  author: row.author,
  rating: row.rating,
  comment: row.comment,
  language: row.language,
  stayMonth: row.stay_month,
  answer: row.answer,
});

/** Reads of review_view. */
@Injectable()
export class ReviewQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async published(): Promise<PublicReviewsDto> {
    const [rows, [figures]] = await Promise.all([
      this.dataSource.query(`SELECT * FROM review_view WHERE status = 'published' ORDER BY submitted_at DESC LIMIT $1`, [PUBLIC_LIMIT]) as Promise<Row[]>,
      this.dataSource.query(`SELECT count(*)::int AS count, avg(rating)::float AS rating FROM review_view WHERE status = 'published'`) as Promise<{ count: number; rating: number | null }[]>,
    ]);
    const summary = figures.count >= MIN_PUBLISHED_REVIEWS ? { count: figures.count, rating: Math.round((figures.rating ?? 0) * 10) / 10 } : null;
    return { reviews: rows.map(toPublic), summary };
  }

  /** Changes whenever what the landing page shows of the reviews changes (its cache key). */
  async version(): Promise<string> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS n, max(updated_at) AS at FROM review_view`);
    return `${row.n}:${row.at ? new Date(row.at).toISOString() : ''}`;
  }

  async all(): Promise<AdminReviewDto[]> {
    const rows: Row[] = await this.dataSource.query('SELECT * FROM review_view ORDER BY submitted_at DESC LIMIT 500');
    return rows.map((row) => ({ ...toPublic(row), bookingId: row.booking_id, reference: bookingReference(row.booking_id), status: row.status, submittedAt: new Date(row.submitted_at).toISOString() }));
  }

  async ofBooking(bookingId: string): Promise<Row | null> {
    const [row] = await this.dataSource.query('SELECT * FROM review_view WHERE booking_id = $1', [bookingId]);
    return (row as Row | undefined) ?? null;
  }
}
