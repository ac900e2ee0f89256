import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * subscription_leader: the lease of the instance that runs the subscriptions. The leader holds the
 * session advisory lock and renews `deadline` on the lock's connection; a process that stops (SIGSTOP,
 * a frozen VM) keeps its connection and lock but stops renewing, and once the deadline has passed
 * another instance ends that instance's connections (by application_name) and takes the lock.
 */
export class SubscriptionLeaderLease1760000007900 implements MigrationInterface {
  name = 'SubscriptionLeaderLease1760000007900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscription_leader (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        instance text NOT NULL,
        elected_at timestamptz NOT NULL DEFAULT now(),
        renewed_at timestamptz NOT NULL DEFAULT now(),
        deadline timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE subscription_leader');
  }
}
