import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from './event-store.port';

/**
 * Turns a stored event of `(eventType, fromSchemaVersion)` into its next schema version. Stored
 * events are never rewritten; upcasters run on every read so handlers only see current shapes.
 */
export interface Upcaster {
  readonly eventType: string;
  readonly fromSchemaVersion: number;
  /** Must return an event whose metadata.schemaVersion is greater than fromSchemaVersion. */
  upcast(event: RecordedEvent): RecordedEvent;
}

/**
 * One registry per app, shared by the adapters. Modules register their upcasters at start-up
 * (inject UpcasterRegistry and call `register` in the constructor or onModuleInit).
 */
@Injectable()
export class UpcasterRegistry {
  private readonly byKey = new Map<string, Upcaster>();

  register(...upcasters: Upcaster[]): this {
    for (const upcaster of upcasters) {
      const key = `${upcaster.eventType}@${upcaster.fromSchemaVersion}`;
      if (this.byKey.has(key)) throw new Error(`Upcaster ${key} is registered twice`);
      this.byKey.set(key, upcaster);
    }
    return this;
  }

  apply(event: RecordedEvent): RecordedEvent {
    if (this.byKey.size === 0) return event;
    let current = event;
    for (;;) {
      const upcaster = this.byKey.get(`${current.type}@${current.metadata.schemaVersion}`);
      if (!upcaster) return current;
      const next = upcaster.upcast(current);
      if (next.metadata.schemaVersion <= current.metadata.schemaVersion) {
        throw new Error(`Upcaster ${current.type}@${current.metadata.schemaVersion} did not raise the schema version`);
      }
      current = next;
    }
  }
}
