import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking and villa contexts: the write-side stay guard (no double booking, DESIGN.md §2) and the
 * read models their projections keep (booking_view, villa_view).
 */
export class BookingAndVilla1760000002000 implements MigrationInterface {
  name = 'BookingAndVilla1760000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per booking holding nights; `[)` ranges make back-to-back stays touch without overlapping.
    await queryRunner.query(`
      CREATE TABLE stay_guard (
        booking_id uuid PRIMARY KEY,
        stay daterange NOT NULL CHECK (NOT isempty(stay) AND lower_inc(stay) AND NOT upper_inc(stay)),
        CONSTRAINT stay_guard_no_overlap EXCLUDE USING gist (stay WITH &&)
      )`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE TABLE booking_view (
        id uuid PRIMARY KEY,
        reference text NOT NULL,
        status text NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        check_in date NOT NULL,
        check_out date NOT NULL,
        rooms integer NOT NULL,
        guests integer NOT NULL,
        quoted_total integer NOT NULL,
        total_override integer,
        total_price integer GENERATED ALWAYS AS (coalesce(total_override, quoted_total)) STORED,
        breakdown jsonb NOT NULL,
        payment_method text NOT NULL,
        special_requests text NOT NULL DEFAULT '',
        language text NOT NULL,
        payment_deadline timestamptz NOT NULL,
        slip jsonb,
        payment_slip_url text,
        customer_first_name text,
        customer_last_name text,
        customer_email text,
        customer_phone text,
        customer_name text GENERATED ALWAYS AS (
          nullif(trim(coalesce(customer_first_name, '') || ' ' || coalesce(customer_last_name, '')), '')) STORED,
        search text GENERATED ALWAYS AS (lower(
          reference || ' ' || coalesce(customer_first_name, '') || ' ' || coalesce(customer_last_name, '') || ' ' ||
          coalesce(customer_email, '') || ' ' || coalesce(customer_phone, ''))) STORED,
        access_token_hash text NOT NULL,
        created_by text NOT NULL,
        cancel_reason text,
        slip_rejection_reason text,
        confirmed_at timestamptz,
        confirmation_email_sent_at timestamptz,
        confirmation_email_to text,
        deleted_at timestamptz,
        version integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX booking_view_created_idx ON booking_view (created_at DESC) WHERE NOT deleted`);
    await queryRunner.query(`CREATE INDEX booking_view_status_idx ON booking_view (status, check_in) WHERE NOT deleted`);
    await queryRunner.query(`CREATE INDEX booking_view_check_in_idx ON booking_view (check_in) WHERE NOT deleted`);
    await queryRunner.query(`CREATE INDEX booking_view_search_idx ON booking_view USING gin (search gin_trgm_ops)`);
    // Availability: nights held by live bookings overlapping a range.
    await queryRunner.query(`
      CREATE INDEX booking_view_held_idx ON booking_view USING gist (daterange(check_in, check_out, '[)'))
        WHERE NOT deleted AND status IN ('pending_payment', 'in_review', 'confirmed')`);
    await queryRunner.query(`
      CREATE TABLE villa_view (
        id text PRIMARY KEY,
        villa jsonb NOT NULL,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE villa_view`);
    await queryRunner.query(`DROP TABLE booking_view`);
    await queryRunner.query(`DROP TABLE stay_guard`);
  }
}
