import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { GUEST_PORTAL_EVENT_TYPES, type GuestPortalEvent } from '../domain/guest-portal.events';
import { evolveGuestPortal, initialPortalConfig } from '../domain/guest-portal.state';

export const GUEST_PORTAL_VIEW_PROJECTION = 'guest-portal-view';
export const GUEST_PORTAL_VIEW_ID = 'main';

/** Keeps guest_portal_view: the owner's portal settings folded with the domain's evolve. */
@EventHandlerProvider()
@Injectable()
export class GuestPortalViewProjection implements EventHandlerDefinition {
  readonly name = GUEST_PORTAL_VIEW_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = GUEST_PORTAL_EVENT_TYPES;
  readonly tables = ['guest_portal_view'];

  async handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    const [row] = await em.query('SELECT config FROM guest_portal_view WHERE id = $1', [GUEST_PORTAL_VIEW_ID]);
    const config = evolveGuestPortal(row?.config ?? initialPortalConfig(), recorded as unknown as GuestPortalEvent);
    await em.query(
      `INSERT INTO guest_portal_view (id, config, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET config = EXCLUDED.config, updated_at = EXCLUDED.updated_at`,
      [GUEST_PORTAL_VIEW_ID, JSON.stringify(config), recorded.metadata.occurredAt],
    );
  }
}
