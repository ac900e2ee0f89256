import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** AES-256-GCM: 12-byte IV, 16-byte tag; a sealed box is iv ‖ tag ‖ ciphertext. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Throws when the box was not sealed with this key and aad (or was altered). */
export function open(key: Buffer, box: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(box.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(box.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export const newDataKey = (): Buffer => randomBytes(32);

/** A master key: its 32 bytes and a short id (digest) recorded beside every key it wraps. */
export interface MasterKey {
  id: string;
  key: Buffer;
}

/** DATA_MASTER_KEY or the stored secret: 32 bytes as base64, base64url or hex. */
export function parseMasterKey(text: string): MasterKey {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('DATA_MASTER_KEY must be 32 bytes, as base64 or hex (e.g. `openssl rand -base64 32`)');
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

/** A data key wrapped by the master key; the aad binds it to its subject (a swapped row fails). */
export const wrapKey = (master: MasterKey, dataKey: Buffer, subject: string): Buffer => seal(master.key, dataKey, `key:${subject}`);
export const unwrapKey = (master: MasterKey, wrapped: Buffer, subject: string): Buffer => open(master.key, wrapped, `key:${subject}`);
