import { randomUUID } from 'node:crypto';
import { ConcurrencyError, type StoreTransaction, type TransactionalWrite } from '../event-store.port';
import { MasterKey, newDataKey, unwrapKey, wrapKey } from './cipher';

/** A subject's data key; `key` null once erased. */
export interface DataKey {
  keyId: string;
  key: Buffer | null;
}

/** What appending to a subject needs: its key, and the write that stores a new one with the append. */
export interface KeyForAppend extends DataKey {
  write?: TransactionalWrite;
}

type Query = <R = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<R[]>;

interface KeyRow {
  subject: string;
  key_id: string;
  wrapped_key: Buffer | null;
  master_key_id: string | null;
}

/** Unwrapped keys kept in memory (LRU): a booking's appends and reads then cost no key lookup. */
const DEFAULT_CACHE_SIZE = 10_000;

/**
 * The per-subject data keys (pii_data_keys), wrapped by the master key. A new stream's key is
 * inserted by a transactional write in its first append's transaction; a key is never cached before
 * that append committed.
 */
export class DataKeys {
  private readonly cache = new Map<string, DataKey>();

  /**
   * `masters.current` wraps new keys; `previous` (after a rotation, until every row is re-wrapped)
   * only unwraps rows that name it. A row wrapped by a master this instance does not hold (another
   * process rotated it) makes it `reload` the master keys once.
   */
  constructor(
    private readonly query: Query,
    private masters: { current: MasterKey; previous: MasterKey[] },
    private readonly reload?: () => Promise<{ current: MasterKey; previous: MasterKey[] }>,
    private readonly cacheSize = DEFAULT_CACHE_SIZE,
  ) {}

  private get master(): MasterKey {
    return this.masters.current;
  }

  /**
   * The key to encrypt with. A new stream gets a fresh key, stored by `write` in the append's
   * transaction (`remember` it once the append succeeded); an older stream without a key (written
   * before encryption) gets one at once.
   */
  async forAppend(subject: string, newStream: boolean): Promise<KeyForAppend> {
    const cached = this.cached(subject);
    if (cached) return cached;
    if (newStream) {
      const fresh = { keyId: randomUUID(), key: newDataKey() };
      return { ...fresh, write: this.insertWrite(subject, fresh) };
    }
    const [found] = await this.lookup([subject]);
    if (found) return found[1];
    const made = { keyId: randomUUID(), key: newDataKey() };
    await this.query(
      'INSERT INTO pii_data_keys (subject, key_id, wrapped_key, master_key_id) VALUES ($1, $2, $3, $4) ON CONFLICT (subject) DO NOTHING',
      [subject, made.keyId, wrapKey(this.master, made.key, subject), this.master.id],
    );
    this.cache.delete(subject);
    const [stored] = await this.lookup([subject]);
    return stored[1];
  }

  remember(subject: string, key: DataKey): void {
    this.cache.set(subject, key);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value as string);
  }

  /** The keys of these subjects (erased ones with key null; subjects without a row absent). */
  async lookup(subjects: string[]): Promise<[string, DataKey][]> {
    const found: [string, DataKey][] = [];
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const cached = this.cached(subject);
      if (cached) found.push([subject, cached]);
      else missing.push(subject);
    }
    if (missing.length === 0) return found;
    const rows = await this.query<KeyRow>('SELECT subject, key_id, wrapped_key, master_key_id FROM pii_data_keys WHERE subject = ANY($1)', [missing]);
    if (this.reload && rows.some((row) => row.wrapped_key && !this.masterOf(row))) this.masters = await this.reload();
    for (const row of rows) {
      const key = { keyId: row.key_id, key: row.wrapped_key ? this.unwrap({ ...row, wrapped_key: row.wrapped_key }) : null };
      this.remember(row.subject, key);
      found.push([row.subject, key]);
    }
    return found;
  }

  /** Destroys the subject's key in the transaction of the append that records the erasure. */
  destroyWrite(subject: string): TransactionalWrite {
    this.cache.delete(subject);
    return {
      write: async (tx: StoreTransaction) => {
        await tx.query('UPDATE pii_data_keys SET wrapped_key = NULL, master_key_id = NULL, erased_at = now() WHERE subject = $1 AND erased_at IS NULL', [subject]);
        this.cache.delete(subject);
      },
    };
  }

  /** Forgets a cached key (another instance may have erased it). */
  forget(subject: string): void {
    this.cache.delete(subject);
  }

  private unwrap(row: KeyRow & { wrapped_key: Buffer }): Buffer {
    const master = this.masterOf(row);
    // A wrong DATA_MASTER_KEY must stop the reader loudly, not make every booking read as erased.
    if (!master) throw new Error(`The data key of ${row.subject} is wrapped by master key ${row.master_key_id}, which this instance does not hold`);
    return unwrapKey(master, row.wrapped_key, row.subject);
  }

  private masterOf(row: KeyRow): MasterKey | undefined {
    return [this.masters.current, ...this.masters.previous].find((candidate) => candidate.id === row.master_key_id);
  }

  private cached(subject: string): DataKey | undefined {
    const hit = this.cache.get(subject);
    if (hit) {
      this.cache.delete(subject);
      this.cache.set(subject, hit);
    }
    return hit;
  }

  private insertWrite(subject: string, key: { keyId: string; key: Buffer }): TransactionalWrite {
    return {
      write: async (tx) => {
        const inserted = await tx.query(
          'INSERT INTO pii_data_keys (subject, key_id, wrapped_key, master_key_id) VALUES ($1, $2, $3, $4) ON CONFLICT (subject) DO NOTHING RETURNING 1',
          [subject, key.keyId, wrapKey(this.master, key.key, subject), this.master.id],
        );
        // The stream had a key after all: refuse, and the runner's retry encrypts with that one.
        if (inserted.length === 0) throw new ConcurrencyError(subject, 'no_stream', 0);
      },
      undo: async (tx) => {
        await tx.query('DELETE FROM pii_data_keys WHERE subject = $1 AND key_id = $2', [subject, key.keyId]);
      },
    };
  }
}
