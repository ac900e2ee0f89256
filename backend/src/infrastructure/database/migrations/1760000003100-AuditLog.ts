import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1760000003100 implements MigrationInterface {
  name = 'AuditLog1760000003100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        seq bigint PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        booking_id text,
        event_type text NOT NULL,
        occurred_at timestamptz NOT NULL,
        actor_kind text NOT NULL,
        actor_id text,
        actor_email text,
        changes jsonb NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX audit_log_booking ON audit_log (booking_id, seq) WHERE booking_id IS NOT NULL');
    await queryRunner.query('CREATE INDEX audit_log_type ON audit_log (event_type, seq)');
    await queryRunner.query('CREATE INDEX audit_log_actor_id ON audit_log (actor_id, seq)');
    await queryRunner.query('CREATE INDEX audit_log_actor_email ON audit_log (lower(actor_email), seq)');
    await queryRunner.query('CREATE INDEX audit_log_occurred ON audit_log (occurred_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_log');
  }
}
