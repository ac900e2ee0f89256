import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { VILLA_EVENT_TYPES, VillaEvent } from '../domain/villa.events';
import { evolveVilla } from '../domain/villa.evolve';

export const VILLA_VIEW_PROJECTION = 'villa-view';
export const VILLA_VIEW_ID = 'main';

/**
 * Keeps villa_view by folding villa events onto the stored document with the domain's evolve: a batch
 * reads and writes the document once.
 */
@EventHandlerProvider()
@Injectable()
export class VillaViewProjection implements EventHandlerDefinition {
  readonly name = VILLA_VIEW_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = VILLA_EVENT_TYPES;
  readonly tables = ['villa_view'];

  handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    return this.handleBatch([recorded], em);
  }

  async handleBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    const [row] = await em.query(`SELECT villa FROM villa_view WHERE id = $1`, [VILLA_VIEW_ID]);
    let villa = row?.villa ?? null;
    // An event evolve ignores (null) leaves the document, and its version, as they were.
    let last: RecordedEvent | null = null;
    for (const recorded of events) {
      const next = evolveVilla(villa, recorded as unknown as VillaEvent);
      if (next === null) continue;
      villa = next;
      last = recorded;
    }
    if (last === null) return;
    await em.query(
      `INSERT INTO villa_view (id, villa, version, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET villa = EXCLUDED.villa, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [VILLA_VIEW_ID, JSON.stringify(villa), last.streamVersion, last.metadata.occurredAt],
    );
  }
}
