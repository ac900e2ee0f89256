import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { loadOrCreateSecret } from '../../infrastructure/database/app-secrets';
import { MasterKey, parseMasterKey, unwrapKey, wrapKey } from './cipher';

export const MASTER_KEY_SECRET = 'data-master-key';
export const PREVIOUS_MASTER_KEY_SECRET = 'data-master-key-previous';

export interface MasterKeys {
  current: MasterKey;
  /** Keys rotated out, still able to unwrap rows not yet re-wrapped. */
  previous: MasterKey[];
  /** The current key lives in app_secrets (DATA_MASTER_KEY unset). */
  stored: boolean;
}

/** DATA_MASTER_KEY, or the key generated once and kept in Postgres (app_secrets), like the JWT secret. */
export async function loadMasterKeys(config: AppConfig, dataSource: DataSource, logger = new Logger('DataMasterKey')): Promise<MasterKeys> {
  const previous: MasterKey[] = [];
  if (config.dataMasterKeyPrevious) previous.push(parseMasterKey(config.dataMasterKeyPrevious));
  const [stored] = await dataSource.query('SELECT value FROM app_secrets WHERE name = $1', [PREVIOUS_MASTER_KEY_SECRET]);
  if (stored) previous.push(parseMasterKey(stored.value));
  if (config.dataMasterKey) return { current: parseMasterKey(config.dataMasterKey), previous, stored: false };
  const { value, created } = await loadOrCreateSecret(dataSource, MASTER_KEY_SECRET);
  if (created) logger.warn('DATA_MASTER_KEY is not set: generated a master key for personal data and stored it in the database (app_secrets)');
  // Every dump then holds the key to its own personal data, erased bookings' included.
  else if (config.nodeEnv === 'production') {
    logger.warn('DATA_MASTER_KEY is not set: the master key of personal data is read from the database, so every backup carries it (README, "Backup and restore")');
  }
  return { current: parseMasterKey(value), previous, stored: true };
}

/**
 * Re-wraps every live data key under `next` in one transaction (the data keys themselves, and so
 * every event, stay as they are). With the stored key, `next` replaces it in app_secrets and the
 * old one is kept as the previous key until the next rotation. Running it again re-wraps what is
 * left (rows a running instance wrapped with the old key meanwhile). Returns the rows re-wrapped.
 */
export async function rotateMasterKey(dataSource: DataSource, keys: MasterKeys, next: MasterKey, nextText: string): Promise<number> {
  const known = [keys.current, ...keys.previous];
  return dataSource.transaction(async (em) => {
    const rows: { subject: string; wrapped_key: Buffer; master_key_id: string }[] = await em.query(
      'SELECT subject, wrapped_key, master_key_id FROM pii_data_keys WHERE wrapped_key IS NOT NULL AND master_key_id <> $1 FOR UPDATE',
      [next.id],
    );
    for (const row of rows) {
      const master = known.find((candidate) => candidate.id === row.master_key_id);
      if (!master) throw new Error(`The data key of ${row.subject} is wrapped by master key ${row.master_key_id}, which is not known here`);
      const dataKey = unwrapKey(master, row.wrapped_key, row.subject);
      await em.query('UPDATE pii_data_keys SET wrapped_key = $2, master_key_id = $3 WHERE subject = $1', [row.subject, wrapKey(next, dataKey, row.subject), next.id]);
    }
    if (keys.stored && keys.current.id !== next.id) {
      const [current] = await em.query('SELECT value FROM app_secrets WHERE name = $1', [MASTER_KEY_SECRET]);
      await em.query(
        `INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
        [PREVIOUS_MASTER_KEY_SECRET, current.value],
      );
      await em.query('UPDATE app_secrets SET value = $2 WHERE name = $1', [MASTER_KEY_SECRET, nextText]);
    }
    return rows.length;
  });
}
