import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { FileStorage, FileStream, isValidStorageKey } from './file-storage.port';

const CHUNK_BYTES = 256 * 1024;

/**
 * Files in Postgres (STORAGE=postgres, the default): every instance on the database serves every
 * file, and a database backup holds them. Content-addressed: the bytes are stored once per SHA-256
 * in 256 KiB chunks (read back one chunk at a time), a key names a blob, and deleting the last key
 * of a blob deletes its bytes.
 */
export class PostgresFileStorage implements FileStorage {
  constructor(private readonly dataSource: DataSource) {}

  async put(key: string, data: Buffer): Promise<void> {
    const folder = folderOf(key);
    const sha256 = createHash('sha256').update(data).digest('hex');
    await this.dataSource.transaction(async (em) => {
      const inserted: unknown[] = await em.query(
        `INSERT INTO stored_blobs (sha256, size) VALUES ($1, $2) ON CONFLICT (sha256) DO NOTHING RETURNING sha256`,
        [sha256, data.length],
      );
      if (inserted.length > 0) {
        for (let seq = 0, offset = 0; offset < data.length || seq === 0; seq++, offset += CHUNK_BYTES) {
          await em.query(`INSERT INTO stored_blob_chunks (sha256, seq, data) VALUES ($1, $2, $3)`, [sha256, seq, data.subarray(offset, offset + CHUNK_BYTES)]);
        }
      }
      const [previous] = (await em.query(
        `SELECT sha256 FROM stored_files WHERE key = $1 FOR UPDATE`,
        [key],
      )) as { sha256: string }[];
      await em.query(
        `INSERT INTO stored_files (key, folder, sha256) VALUES ($1, $2, $3)
           ON CONFLICT (key) DO UPDATE SET sha256 = EXCLUDED.sha256, created_at = now()`,
        [key, folder, sha256],
      );
      if (previous && previous.sha256 !== sha256) await this.collect(em, previous.sha256);
    });
  }

  async get(key: string): Promise<Buffer | null> {
    const file = await this.find(key);
    if (!file) return null;
    const parts: Buffer[] = [];
    for (let seq = 0; seq < file.chunks; seq++) {
      const chunk = await this.chunk(file.sha256, seq);
      // Deleted between the two reads: the file is gone.
      if (!chunk) return null;
      parts.push(chunk);
    }
    return Buffer.concat(parts, file.size);
  }

  /** One chunk at a time, in order, each read when the consumer wants more. */
  async stream(key: string): Promise<FileStream | null> {
    const file = await this.find(key);
    if (!file) return null;
    const chunk = (seq: number) => this.chunk(file.sha256, seq);
    const chunks = async function* (): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < file.chunks; seq++) {
        const data = await chunk(seq);
        if (!data) throw new Error(`Stored file ${key} was deleted while it was read`);
        yield data;
      }
    };
    return { body: Readable.from(chunks(), { objectMode: false }), size: file.size, etag: file.sha256 };
  }

  private async find(key: string): Promise<{ sha256: string; size: number; chunks: number } | null> {
    assertKey(key);
    const [file] = (await this.dataSource.query(
      `SELECT f.sha256, b.size::int AS size, (SELECT count(*)::int FROM stored_blob_chunks c WHERE c.sha256 = f.sha256) AS chunks
         FROM stored_files f JOIN stored_blobs b USING (sha256) WHERE f.key = $1`,
      [key],
    )) as { sha256: string; size: number; chunks: number }[];
    return file ?? null;
  }

  private async chunk(sha256: string, seq: number): Promise<Buffer | null> {
    const [row] = (await this.dataSource.query(`SELECT data FROM stored_blob_chunks WHERE sha256 = $1 AND seq = $2`, [sha256, seq])) as { data: Buffer }[];
    return row?.data ?? null;
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM stored_files WHERE key = $1`, [key]);
    return rows.length > 0;
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.dataSource.transaction(async (em) => {
      const [file] = (await em.query(`SELECT sha256 FROM stored_files WHERE key = $1 FOR UPDATE`, [key])) as { sha256: string }[];
      if (!file) return;
      await em.query(`DELETE FROM stored_files WHERE key = $1`, [key]);
      await this.collect(em, file.sha256);
    });
  }

  async list(folder: string): Promise<string[]> {
    assertKey(`${folder}/x`);
    const rows = (await this.dataSource.query(`SELECT key FROM stored_files WHERE folder = $1 ORDER BY key`, [folder])) as { key: string }[];
    return rows.map((row) => row.key.slice(folder.length + 1));
  }

  async *keys(): AsyncIterable<string> {
    let after = '';
    for (;;) {
      const rows = (await this.dataSource.query(`SELECT key FROM stored_files WHERE key > $1 ORDER BY key LIMIT 500`, [after])) as { key: string }[];
      for (const row of rows) yield row.key;
      if (rows.length < 500) return;
      after = rows[rows.length - 1].key;
    }
  }

  /** Deletes a blob no key names any more (its chunks go with it). */
  private async collect(em: { query(sql: string, params?: unknown[]): Promise<unknown> }, sha256: string): Promise<void> {
    await em.query(`DELETE FROM stored_blobs b WHERE b.sha256 = $1 AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.sha256 = b.sha256)`, [sha256]);
  }
}

function assertKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

function folderOf(key: string): string {
  assertKey(key);
  return key.slice(0, key.lastIndexOf('/'));
}
