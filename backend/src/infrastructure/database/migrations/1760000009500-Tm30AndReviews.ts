import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * tm30_view and tm30_settings (issue 32: TM30 details of foreign guests, the owner's retention) and
 * review_view (reviews from real stays). Read models only: the events are the truth.
 */
export class Tm30AndReviews1760000009500 implements MigrationInterface {
  name = 'Tm30AndReviews1760000009500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE tm30_view (
        booking_id uuid PRIMARY KEY,
        check_in date,
        check_out date,
        guests jsonb,
        foreign_guests int NOT NULL DEFAULT 0,
        submitted_at timestamptz,
        receipt_number text,
        filed_at timestamptz,
        reminder_sent_at timestamptz,
        erased_at timestamptz,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX tm30_view_retention ON tm30_view (check_out) WHERE erased_at IS NULL');
    await queryRunner.query(`CREATE TABLE tm30_settings (id text PRIMARY KEY, retention_days int NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE review_view (
        booking_id uuid PRIMARY KEY,
        rating int NOT NULL,
        comment text NOT NULL,
        language text NOT NULL,
        author text,
        stay_month text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        answer text,
        submitted_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX review_view_published ON review_view (submitted_at DESC) WHERE status = 'published'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE review_view');
    await queryRunner.query('DROP TABLE tm30_settings');
    await queryRunner.query('DROP TABLE tm30_view');
  }
}
