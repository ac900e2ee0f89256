import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log's booking filter takes a reference (BT-1A2B3C4D) or the start of an id: a
 * `booking_id LIKE 'prefix%'`, which a text_pattern_ops index serves whatever the collation.
 */
export class AuditLogBookingPrefix1760000006200 implements MigrationInterface {
  name = 'AuditLogBookingPrefix1760000006200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX audit_log_booking_prefix ON audit_log (booking_id text_pattern_ops, seq) WHERE booking_id IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX audit_log_booking_prefix');
  }
}
