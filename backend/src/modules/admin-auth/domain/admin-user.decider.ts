import type { AdminUserStatus } from '@baan-talay/contracts';
import type { Decider } from '../../../event-store/decider';
import { DomainError } from '../../../shared/domain-error';
import type { AdminUserCommand } from './admin-user.commands';
import type { AdminUserEvent } from './admin-user.events';

export type AdminUserState =
  | { exists: false }
  | { exists: true; adminId: string; email: string; name: string; passwordHash: string; status: AdminUserStatus };

function decide(command: AdminUserCommand, state: AdminUserState): AdminUserEvent[] {
  switch (command.type) {
    case 'RegisterAdmin': {
      if (state.exists) throw new DomainError('conflict', 'This account is already registered', { code: 'admin.alreadyRegistered' });
      const { adminId, name, email, passwordHash, activate } = command;
      return [{ type: 'AdminRegistered', data: { adminId, name, email, passwordHash, status: activate ? 'active' : 'pending' } }];
    }
    case 'ChangeAdminStatus': {
      if (!state.exists) throw new DomainError('not_found', `Admin user ${command.adminId} not found`, { code: 'admin.userNotFound', params: { adminId: command.adminId } });
      // Asking for the status an account already has changes nothing, so a repeated click is harmless.
      if (state.status === command.status) return [];
      if (command.status === 'disabled') {
        if (command.byAdminId === state.adminId) throw new DomainError('validation', 'You cannot disable your own account', { code: 'admin.cannotDisableSelf' });
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

function evolve(state: AdminUserState, event: AdminUserEvent): AdminUserState {
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

export const adminUserDecider: Decider<AdminUserState, AdminUserCommand, AdminUserEvent> = {
  initialState: { exists: false },
  decide,
  evolve,
};
