import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { VILLA_EVENT_TYPES, VillaEvent } from '../domain/villa.events';
import { evolveVilla } from '../domain/villa.evolve';

export const VILLA_VIEW_PROJECTION = 'villa-view';
export const VILLA_VIEW_ID = 'main';

/** Keeps villa_view by folding each villa event onto the stored document with the domain's evolve. */
@EventHandlerProvider()
@Injectable()
export class VillaViewProjection implements EventHandlerDefinition {
  readonly name = VILLA_VIEW_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = VILLA_EVENT_TYPES;
  readonly tables = ['villa_view'];

  async handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    const [row] = await em.query(`SELECT villa FROM villa_view WHERE id = $1`, [VILLA_VIEW_ID]);
    const villa = evolveVilla(row?.villa ?? null, recorded as unknown as VillaEvent);
    if (villa === null) return;
    await em.query(
      `INSERT INTO villa_view (id, villa, version, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET villa = EXCLUDED.villa, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [VILLA_VIEW_ID, JSON.stringify(villa), recorded.streamVersion, recorded.metadata.occurredAt],
    );
  }
}
