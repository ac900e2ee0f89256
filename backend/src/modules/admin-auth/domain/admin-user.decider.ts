import type { AdminUserStatus } from '@baan-talay/contracts';
import type { AdminUserCommand } from './admin-user.commands';
import { AdminUserError } from './admin-user.errors';
import type { AdminUserEvent } from './admin-user.events';

export type AdminUserState =
  | { exists: false }
  | { exists: true; adminId: string; email: string; name: string; passwordHash: string; status: AdminUserStatus };

export const initialAdminUserState = (): AdminUserState => ({ exists: false });

export function decideAdminUser(command: AdminUserCommand, state: AdminUserState): AdminUserEvent[] {
  switch (command.type) {
    case 'RegisterAdmin': {
      if (state.exists) throw new AdminUserError('already_registered', 'This account is already registered');
      const { adminId, name, email, passwordHash, first } = command;
      return [{ type: 'AdminRegistered', data: { adminId, name, email, passwordHash, status: first ? 'active' : 'pending' } }];
    }
    case 'ChangeAdminStatus': {
      if (!state.exists) throw new AdminUserError('not_found', `Admin user ${command.adminId} not found`);
      // Asking for the status an account already has changes nothing, so a retried click is harmless.
      if (state.status === command.status) return [];
      if (command.status === 'disabled') {
        if (command.byAdminId === state.adminId) {
          throw new AdminUserError('self_disable', 'You cannot disable your own account');
        }
        return [{ type: 'AdminDisabled', data: { adminId: state.adminId, previousStatus: state.status as 'active' | 'pending' } }];
      }
      return [{ type: 'AdminApproved', data: { adminId: state.adminId, previousStatus: state.status as 'pending' | 'disabled' } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export function evolveAdminUser(state: AdminUserState, event: AdminUserEvent): AdminUserState {
  switch (event.type) {
    case 'AdminRegistered':
      return { exists: true, ...event.data };
    case 'AdminApproved':
      return state.exists ? { ...state, status: 'active' } : state;
    case 'AdminDisabled':
      return state.exists ? { ...state, status: 'disabled' } : state;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${(unknown as { type: string }).type}`);
    }
  }
}
