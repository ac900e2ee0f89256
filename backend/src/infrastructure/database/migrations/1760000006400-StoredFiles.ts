import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded files in Postgres (issue 19), so every instance and every backup has them. Content is
 * stored once per SHA-256 (stored_blobs + its 256 KiB chunks), a key (`slips/<id>/<file>`) names a
 * blob; a blob goes with the last key naming it.
 */
export class StoredFiles1760000006400 implements MigrationInterface {
  name = 'StoredFiles1760000006400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE stored_blobs (
        sha256 text PRIMARY KEY,
        size bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE stored_blob_chunks (
        sha256 text NOT NULL REFERENCES stored_blobs (sha256) ON DELETE CASCADE,
        seq integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (sha256, seq)
      )`);
    // Chunks are already compressed images and PDFs: TOAST compression would only cost CPU.
    await queryRunner.query(`ALTER TABLE stored_blob_chunks ALTER COLUMN data SET STORAGE EXTERNAL`);
    await queryRunner.query(`
      CREATE TABLE stored_files (
        key text PRIMARY KEY,
        folder text NOT NULL,
        sha256 text NOT NULL REFERENCES stored_blobs (sha256),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX stored_files_folder_idx ON stored_files (folder)`);
    await queryRunner.query(`CREATE INDEX stored_files_sha256_idx ON stored_files (sha256)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stored_files`);
    await queryRunner.query(`DROP TABLE stored_blob_chunks`);
    await queryRunner.query(`DROP TABLE stored_blobs`);
  }
}
