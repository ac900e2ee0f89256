import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * audit_log keeps a reference to each event (stream and version) instead of a copy of its data: a
 * page of the audit log reads what its events changed from the log (issue 36). The copies held
 * guests' personal data in plain, blanked on erasure; the log's own copy is sealed under the
 * guest's data key, so an erased guest reads as erased there with nothing to blank.
 */
export class AuditLogWithoutChanges1760000009800 implements MigrationInterface {
  name = 'AuditLogWithoutChanges1760000009800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE audit_log DROP COLUMN changes');
  }

  /** The column comes back empty: `projections:rebuild audit-log` on the earlier code fills it again. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log ADD COLUMN changes jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }
}
