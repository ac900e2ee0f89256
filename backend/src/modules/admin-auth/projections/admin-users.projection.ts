import { Injectable } from '@nestjs/common';
import { Not, type EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { ADMIN_USER_EVENT_TYPES, AdminRegistered, AdminUserEvent } from '../domain/admin-user.events';
import { AdminUserEntity } from './admin-user.entity';

export const ADMIN_USERS_PROJECTION = 'admin-users';

/**
 * Old AdminRegistered events carry no owner flag; then the owner was the first web account, the only
 * web registration that was active at once.
 */
function becameOwner(event: AdminRegistered, recorded: RecordedEvent): boolean {
  return event.data.owner ?? (event.data.status === 'active' && recorded.metadata.actor.kind === 'guest');
}

/** admin_users: one row per account with its status and role (never a password hash). */
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
        const { adminId, name, email, status } = event.data;
        const owner = becameOwner(event, recorded);
        if (owner) await users.update({ role: 'owner', id: Not(adminId) }, { role: 'admin', updatedAt: at });
        await users.upsert({ id: adminId, name, email, status, role: owner ? 'owner' : 'admin', createdAt: at, updatedAt: at }, ['id']);
        return;
      }
      case 'AdminApproved':
        await users.update({ id: event.data.adminId }, { status: 'active', updatedAt: at });
        return;
      case 'AdminDisabled':
        await users.update({ id: event.data.adminId }, { status: 'disabled', updatedAt: at });
        return;
      case 'AdminRejected':
        await users.update({ id: event.data.adminId }, { status: 'rejected', updatedAt: at });
        return;
      case 'AdminOwnershipTransferred':
        await users.update({ id: event.data.fromAdminId }, { role: 'admin', updatedAt: at });
        await users.update({ id: event.data.adminId }, { role: 'owner', updatedAt: at });
        return;
      case 'AdminPasswordChanged':
      case 'AdminPasswordReset':
        return;
      case 'AdminNotificationsChanged':
        await users.update({ id: event.data.adminId }, { bookingEmails: event.data.bookingEmails, updatedAt: at });
        return;
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled admin user event ${(unknown as { type: string }).type}`);
      }
    }
  }
}
