import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * admin_users.booking_emails: whether the admin gets e-mails about new bookings and uploaded slips
 * (AdminNotificationsChanged); on by default, so every existing admin is told.
 */
export class AdminBookingEmails1760000006000 implements MigrationInterface {
  name = 'AdminBookingEmails1760000006000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE admin_users ADD COLUMN booking_emails boolean NOT NULL DEFAULT true');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE admin_users DROP COLUMN booking_emails');
  }
}
