import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';

/** A value of a COPY row: text as is (escaped here), numbers, or null (`\N`). */
export type CopyValue = string | number | null;

const SPECIAL = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One field of COPY's text format. */
export function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return value.replace(SPECIAL, (char) => ESCAPES[char]);
}

/** Rows per chunk written to the COPY stream: a few hundred KB each, not one string of the whole batch. */
const CHUNK_ROWS = 500;

/**
 * Loads `rows` into `table` with one `COPY … FROM STDIN` on the connection of `em` (its transaction's):
 * Postgres inserts them a page at a time (one WAL record per page rather than per row) and parses
 * plain text, not statement parameters. The table name resolves through the search_path, like the
 * transaction's other statements. Without a pg connection behind `em` it inserts row by row.
 */
export async function copyRows(em: EntityManager, table: string, columns: readonly string[], rows: readonly CopyValue[][]): Promise<void> {
  if (rows.length === 0) return;
  const client = (em.queryRunner as { databaseConnection?: PoolClient } | undefined)?.databaseConnection;
  if (!client) {
    const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
    for (const row of rows) await em.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})`, row);
    return;
  }
  function* chunks(): Generator<string> {
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      let text = '';
      for (const row of rows.slice(start, start + CHUNK_ROWS)) text += `${row.map(copyField).join('\t')}\n`;
      yield text;
    }
  }
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), sink);
}
