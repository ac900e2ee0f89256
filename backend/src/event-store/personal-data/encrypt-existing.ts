import type { DataSource } from 'typeorm';
import type { DataKeys } from './data-keys';
import { isSealed, personalPathsIn, sealData } from './envelope';
import type { PersonalDataRegistry } from './personal-fields';

/** Events of this type written before 1760000005100 carry the admin's password hash. */
const CREDENTIAL_EVENTS: Record<string, string> = { AdminRegistered: 'passwordHash' };

export interface EncryptExistingResult {
  scanned: number;
  sealed: number;
  hashesRemoved: number;
}

interface Row {
  global_position: string;
  event_id: string;
  stream_id: string;
  event_type: string;
  data: Record<string, unknown>;
}

/**
 * The one sanctioned rewrite of the event log (README, "Personal data"): events written before
 * their personal fields were encrypted get them sealed under their stream's data key (made when
 * missing), and old AdminRegistered events lose the password hash (admin_credentials holds it).
 * Only `data` changes; ids, positions and metadata stay. Idempotent and resumable: sealed events
 * are not selected again, so an interrupted run simply continues.
 */
export async function encryptExistingEvents(
  deps: { dataSource: DataSource; registry: PersonalDataRegistry; keys: DataKeys },
  options: { batchSize: number; onStart?(total: number): void; onProgress?(done: number): void },
): Promise<EncryptExistingResult> {
  const { dataSource, registry, keys } = deps;
  const types = [...new Set([...registry.types(), ...Object.keys(CREDENTIAL_EVENTS)])];
  const pending = `event_type = ANY($1) AND NOT (data ? '$pii')`;
  const [{ n: total }] = await dataSource.query(`SELECT count(*)::int AS n FROM es_events WHERE ${pending}`, [types]);
  options.onStart?.(total);
  const result: EncryptExistingResult = { scanned: 0, sealed: 0, hashesRemoved: 0 };
  let after = '0';
  for (;;) {
    const rows: Row[] = await dataSource.query(
      `SELECT global_position::text, event_id, stream_id, event_type, data FROM es_events
        WHERE ${pending} AND global_position > $2 ORDER BY global_position LIMIT $3`,
      [types, after, options.batchSize],
    );
    if (rows.length === 0) return result;
    const updates: { id: string; data: Record<string, unknown> }[] = [];
    for (const row of rows) {
      let data = row.data;
      const secret = CREDENTIAL_EVENTS[row.event_type];
      if (secret && secret in data) {
        const { [secret]: _removed, ...rest } = data;
        data = rest;
        result.hashesRemoved++;
      }
      const paths = isSealed(data) ? [] : personalPathsIn(data, registry.fieldsOf(row.event_type));
      if (paths.length > 0) {
        data = sealData(row.stream_id, data, paths, await keys.forAppend(row.stream_id, false));
        result.sealed++;
      }
      if (data !== row.data) updates.push({ id: row.event_id, data });
    }
    if (updates.length > 0) {
      await dataSource.query(
        `UPDATE es_events e SET data = u.data FROM jsonb_to_recordset($1::jsonb) AS u(id uuid, data jsonb) WHERE e.event_id = u.id`,
        [JSON.stringify(updates)],
      );
    }
    result.scanned += rows.length;
    after = rows[rows.length - 1].global_position;
    options.onProgress?.(result.scanned);
  }
}
