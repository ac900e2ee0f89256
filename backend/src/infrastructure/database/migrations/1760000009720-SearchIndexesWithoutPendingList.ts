import type { MigrationInterface, QueryRunner } from 'typeorm';

const INDEXES = ['booking_view_search_idx', 'booking_view_name_tokens_idx', 'booking_view_contact_tokens_idx'];

/**
 * The admin search's GIN indexes without a pending list (issue 37). With `fastupdate` on (the
 * default), new entries wait in an unsorted list that every search reads whole until a vacuum
 * merges it: at 100,000 projected bookings an e-mail search read about 390 pages of it (20 ms) to
 * find one token, and a server without autovacuum never merged it. Off, each write puts its entries
 * in the index at once (the projection writes a batch per statement) and a search reads a few pages.
 * The entries already pending are merged here.
 */
export class SearchIndexesWithoutPendingList1760000009720 implements MigrationInterface {
  name = 'SearchIndexesWithoutPendingList1760000009720';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await queryRunner.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('${index}'::regclass)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) await queryRunner.query(`ALTER INDEX ${index} RESET (fastupdate)`);
  }
}
