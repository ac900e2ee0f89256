import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An external calendar's last error kept as its code and params too (issue 16's admin screen shows
 * it in the admin's language); last_error keeps the server's English message for logs and the CLI.
 */
export class CalendarSyncErrorCodes1760000006700 implements MigrationInterface {
  name = 'CalendarSyncErrorCodes1760000006700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE external_calendar_status ADD COLUMN last_error_code text, ADD COLUMN last_error_params jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE external_calendar_status DROP COLUMN last_error_code, DROP COLUMN last_error_params');
  }
}
