import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { ADMIN_USER_EVENT_TYPES, AdminUserEvent } from '../domain/admin-user.events';
import { AdminUserEntity } from './admin-user.entity';

export const ADMIN_USERS_PROJECTION = 'admin-users';

/** admin_users: one row per account with its current status (and the hash login checks). */
@Injectable()
@EventHandlerProvider()
export class AdminUsersProjection implements EventHandlerDefinition {
  readonly name = ADMIN_USERS_PROJECTION;
  readonly kind = 'projection' as const;
  readonly eventTypes = ADMIN_USER_EVENT_TYPES;
  readonly tables = ['admin_users'] as const;

  async handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as AdminUserEvent;
    // Timestamps come from the event, so a rebuild writes exactly the rows live processing wrote.
    const at = new Date(recorded.metadata.occurredAt);
    const users = em.getRepository(AdminUserEntity);
    switch (event.type) {
      case 'AdminRegistered': {
        const { adminId, name, email, passwordHash, status } = event.data;
        await users.upsert({ id: adminId, name, email, passwordHash, status, createdAt: at, updatedAt: at }, ['id']);
        return;
      }
      case 'AdminApproved':
        await users.update({ id: event.data.adminId }, { status: 'active', updatedAt: at });
        return;
      case 'AdminDisabled':
        await users.update({ id: event.data.adminId }, { status: 'disabled', updatedAt: at });
        return;
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled admin user event ${(unknown as { type: string }).type}`);
      }
    }
  }
}
