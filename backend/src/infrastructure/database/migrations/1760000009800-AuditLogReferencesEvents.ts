import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * audit_log keeps a reference to each event (stream and version) instead of a copy of its data: a
 * page of the audit log reads what its events changed from the log (issue 36). The copies held
 * guests' personal data in plain, blanked on erasure; this release no longer blanks them, so they
 * are emptied here (the log's own copy is sealed under the guest's data key). Expand only: the
 * column stays, with a default, for the release before this one, which still writes and reads it
 * (its audit page shows those entries without their changes until it is gone). Dropping the column
 * is the contract step of a later release.
 */
export class AuditLogReferencesEvents1760000009800 implements MigrationInterface {
  name = 'AuditLogReferencesEvents1760000009800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log ALTER COLUMN changes SET DEFAULT '{}'::jsonb`);
    await queryRunner.query(`UPDATE audit_log SET changes = '{}'::jsonb WHERE changes <> '{}'::jsonb`);
  }

  /** The copies are not written back: `projections:rebuild audit-log` on the earlier release does that. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE audit_log ALTER COLUMN changes DROP DEFAULT');
  }
}
