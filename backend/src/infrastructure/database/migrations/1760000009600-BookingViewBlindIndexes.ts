import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keyed blind indexes of a booking's guest (issue 36): HMAC-SHA-256 tokens, under a key kept in
 * app_secrets, of the normalised e-mail and phone (contact_tokens) and of each word of the name
 * (name_tokens), so the admin search finds a guest by an exact e-mail, phone (typed any way) or
 * name through a GIN index, and erasure blanks them with the rest. The key lives in the application,
 * so rows written before this migration get their tokens from a rebuild
 * (`npm run cli -- projections:rebuild booking-view --online`); the trigram search finds them meanwhile.
 */
export class BookingViewBlindIndexes1760000009600 implements MigrationInterface {
  name = 'BookingViewBlindIndexes1760000009600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking_view ADD COLUMN name_tokens text[], ADD COLUMN contact_tokens text[]');
    await queryRunner.query('CREATE INDEX booking_view_name_tokens_idx ON booking_view USING gin (name_tokens)');
    await queryRunner.query('CREATE INDEX booking_view_contact_tokens_idx ON booking_view USING gin (contact_tokens)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE booking_view DROP COLUMN name_tokens, DROP COLUMN contact_tokens');
  }
}
