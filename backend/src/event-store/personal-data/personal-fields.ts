import { Injectable } from '@nestjs/common';

/** What a personal field reads as once its key is destroyed (crypto-shredded). */
export const ERASED = '[erased]';

/**
 * Which fields of each event type are personal data, as paths into `data` (`email`,
 * `changes.customerName`). A context declares its own list once (see booking's
 * personal-data.fields.ts); PersonalDataEventStore encrypts those fields on append and decrypts
 * them on read. Adding an event with personal data = adding one line to that list.
 */
export type PersonalFieldList = Readonly<Record<string, readonly string[]>>;

/** One registry per app, filled by the contexts at start-up (like UpcasterRegistry). */
@Injectable()
export class PersonalDataRegistry {
  private readonly byType = new Map<string, readonly string[]>();

  register(fields: PersonalFieldList): this {
    for (const [type, paths] of Object.entries(fields)) {
      if (this.byType.has(type)) throw new Error(`Personal fields of ${type} are registered twice`);
      this.byType.set(type, paths);
    }
    return this;
  }

  fieldsOf(type: string): readonly string[] | undefined {
    return this.byType.get(type);
  }

  types(): string[] {
    return [...this.byType.keys()];
  }
}

/** A value worth hiding: absent, null and empty strings say nothing and stay as they are. */
export const isPersonalValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

export function getPath(data: unknown, path: string): unknown {
  let current = data;
  for (const part of path.split('.')) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Sets an existing path's value (copies of the objects along it are the caller's business). */
export function setPath(data: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let current: Record<string, unknown> = data;
  for (const part of parts.slice(0, -1)) {
    const next = current[part];
    if (!next || typeof next !== 'object') return;
    current = next as Record<string, unknown>;
  }
  const last = parts[parts.length - 1];
  if (value === undefined) delete current[last];
  else current[last] = value;
}

/** setPath on `data` (a copy the caller owns) that copies the nested objects along the path first, so they are not changed in place. */
export function setPathCopying(data: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let current: Record<string, unknown> = data;
  for (const part of parts.slice(0, -1)) {
    const next = current[part];
    if (!next || typeof next !== 'object') return;
    const copy = (Array.isArray(next) ? [...next] : { ...next }) as Record<string, unknown>;
    current[part] = copy;
    current = copy;
  }
  const last = parts[parts.length - 1];
  if (value === undefined) delete current[last];
  else current[last] = value;
}

/** Replaces every personal value at `paths` by ERASED (the shape a read after erasure has). */
export function eraseFields(data: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const copy = structuredClone(data);
  for (const path of paths) if (isPersonalValue(getPath(copy, path))) setPath(copy, path, ERASED);
  return copy;
}
