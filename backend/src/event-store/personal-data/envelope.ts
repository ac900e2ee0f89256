import { open, seal } from './cipher';
import type { DataKey } from './data-keys';
import { ERASED, getPath, isPersonalValue, setPath, setPathCopying } from './personal-fields';

/** Where an event's encrypted fields live in its stored data. */
export const ENVELOPE = '$pii';

/** `k`: the data key's id; `f`: the paths sealed (only names); `c`: base64 of AES-GCM iv ‖ tag ‖ ciphertext. */
export interface Envelope {
  k: string;
  f: string[];
  c: string;
}

/** The paths of `paths` that hold a personal value in `data`. */
export function personalPathsIn(data: unknown, paths: readonly string[] | undefined): string[] {
  return paths ? paths.filter((path) => isPersonalValue(getPath(data, path))) : [];
}

export const isSealed = (data: unknown): boolean => Boolean(data && typeof data === 'object' && ENVELOPE in data);
export const envelopeOf = (data: Record<string, unknown>): Envelope => data[ENVELOPE] as Envelope;

/**
 * `data` with the values at `paths` moved into one envelope sealed under the stream's key (the
 * stream id is the AAD: a box copied to another stream does not open). An erased key (null)
 * stores the fields as erased.
 */
export function sealData(streamId: string, data: Record<string, unknown>, paths: string[], key: DataKey): Record<string, unknown> {
  const copy = structuredClone(data);
  const values = paths.map((path) => getPath(copy, path));
  for (const path of paths) setPath(copy, path, key.key ? undefined : ERASED);
  if (!key.key) return copy;
  const box = seal(key.key, Buffer.from(JSON.stringify(values)), streamId);
  copy[ENVELOPE] = { k: key.keyId, f: paths, c: box.toString('base64') } satisfies Envelope;
  return copy;
}

/** The data with its envelope opened; every sealed field ERASED when the key is gone (or not this box's). */
export function openData(streamId: string, data: Record<string, unknown>, key: DataKey | undefined): Record<string, unknown> {
  const { [ENVELOPE]: raw, ...copy } = data;
  const envelope = raw as Envelope;
  let values: unknown[] | null = null;
  if (key?.key && key.keyId === envelope.k) {
    try {
      values = JSON.parse(open(key.key, Buffer.from(envelope.c, 'base64'), streamId).toString()) as unknown[];
    } catch {
      values = null; // not this key's box: reads as erased rather than failing a projection
    }
  }
  // Only the objects along the sealed paths are copied: the stored data (which a reader may keep) is left as it was.
  envelope.f.forEach((path, i) => setPathCopying(copy, path, values ? values[i] : ERASED));
  return copy;
}
