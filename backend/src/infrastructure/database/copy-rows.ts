import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { pgClientOf } from './prepared-query';

/** A value of a COPY row: text as is (escaped here), numbers, or null (`\N`). */
export type CopyValue = string | number | null;

const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One field of COPY's text format. Most fields hold nothing to escape: they are only scanned. */
export function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIALS, (char) => ESCAPES[char]) : value;
}

/** An element of an array literal (`{"a","b"}`): quoted, its quotes and backslashes escaped. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/**
 * A JavaScript value as COPY's text for a column of `type` (a Postgres type name, `[]` for arrays),
 * read back as `jsonb_to_recordset` reads the same value from JSON: null and undefined are NULL,
 * a jsonb column takes the value's JSON, an array column an array literal, a Date its ISO text.
 */
export function copyValue(value: unknown, type: string): CopyValue {
  if (value === null || value === undefined) return null;
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
  if (type.endsWith('[]')) {
    if (!Array.isArray(value)) throw new TypeError(`A ${type} column takes an array, not ${typeof value}`);
    return `{${value.map(arrayElement).join(',')}}`;
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows per chunk written to the COPY stream: a few hundred KB each, not one string of the whole batch. */
const CHUNK_ROWS = 500;

/** The columns a COPY writes, each with its Postgres type (`text[]` for an array), in order. */
export type CopyColumns = Readonly<Record<string, string>>;

/**
 * Loads `rows` into `table` with one `COPY … FROM STDIN` on the connection of `em` (its transaction's):
 * Postgres inserts them a page at a time (one WAL record per page rather than per row) and parses
 * plain text, not statement parameters. Each row's value of each column is written by copyValue, so
 * the rows are those a `jsonb_to_recordset` of the same objects would give. The table name resolves
 * through the search_path, like the transaction's other statements (replays always run in one).
 */
export async function copyRows(em: EntityManager, table: string, columns: CopyColumns, rows: readonly Readonly<Record<string, unknown>>[]): Promise<void> {
  if (rows.length === 0) return;
  const client = pgClientOf(em);
  if (!client) throw new Error(`COPY into ${table} needs the pg connection of a transaction's EntityManager`);
  const typed = Object.entries(columns);
  function* chunks(): Generator<string> {
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      let text = '';
      const end = Math.min(rows.length, start + CHUNK_ROWS);
      for (let index = start; index < end; index++) {
        const row = rows[index];
        for (let column = 0; column < typed.length; column++) {
          const [name, type] = typed[column];
          text += (column === 0 ? '' : '\t') + copyField(copyValue(row[name], type));
        }
        text += '\n';
      }
      yield text;
    }
  }
  const sink = client.query(copyFrom(`COPY ${table} (${typed.map(([name]) => name).join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), sink);
}
