import type { AdminUserStatus } from '@baan-talay/contracts';
import type { Decider } from '../../../event-store/decider';
import { DomainError } from '../../../shared/domain-error';
import type { AdminUserCommand, ChangeAdminStatus, TransferOwnership } from './admin-user.commands';
import type { AdminUserEvent } from './admin-user.events';

export type AdminUserState =
  | { exists: false }
  | { exists: true; adminId: string; email: string; name: string; status: AdminUserStatus };

type Existing = Extract<AdminUserState, { exists: true }>;

function mustExist(state: AdminUserState, adminId: string): Existing {
  if (!state.exists) throw new DomainError('not_found', `Admin user ${adminId} not found`, { code: 'auth.userNotFound' });
  return state;
}

function ownerOnly(command: { byAdminId: string; ownerId: string | null }): void {
  if (command.byAdminId !== command.ownerId) {
    throw new DomainError('forbidden', 'Only the owner can manage admin accounts', { code: 'auth.ownerOnly' });
  }
}

function changeStatus(command: ChangeAdminStatus, state: Existing): AdminUserEvent[] {
  ownerOnly(command);
  // Asking for the status an account already has changes nothing, so a repeated click is harmless.
  if (state.status === command.status) return [];
  const { adminId } = state;
  if (command.status === 'active') {
    return [{ type: 'AdminApproved', data: { adminId, previousStatus: state.status as Exclude<AdminUserStatus, 'active'> } }];
  }
  if (adminId === command.ownerId) {
    throw new DomainError('validation', 'The owner cannot be disabled; hand the ownership over first', { code: 'auth.ownerCannotBeDisabled' });
  }
  if (command.status === 'rejected') {
    if (state.status !== 'pending') {
      throw new DomainError('validation', 'Only an account awaiting approval can be rejected', { code: 'auth.onlyPendingRejected' });
    }
    return [{ type: 'AdminRejected', data: { adminId } }];
  }
  return [{ type: 'AdminDisabled', data: { adminId, previousStatus: state.status as Exclude<AdminUserStatus, 'disabled'> } }];
}

function transferOwnership(command: TransferOwnership, state: Existing): AdminUserEvent[] {
  ownerOnly(command);
  if (state.adminId === command.ownerId) return [];
  if (state.status !== 'active') {
    throw new DomainError('validation', 'Ownership can only go to an active account', { code: 'auth.ownerMustBeActive' });
  }
  return [{ type: 'AdminOwnershipTransferred', data: { adminId: state.adminId, fromAdminId: command.byAdminId } }];
}

function decide(command: AdminUserCommand, state: AdminUserState): AdminUserEvent[] {
  switch (command.type) {
    case 'RegisterAdmin': {
      if (state.exists) throw new DomainError('conflict', 'This account is already registered', { code: 'admin.alreadyRegistered' });
      const { adminId, name, email, activate, owner } = command;
      return [{ type: 'AdminRegistered', data: { adminId, name, email, status: activate ? 'active' : 'pending', ...(owner ? { owner } : {}) } }];
    }
    case 'ChangeAdminStatus':
      return changeStatus(command, mustExist(state, command.adminId));
    case 'TransferOwnership':
      return transferOwnership(command, mustExist(state, command.adminId));
    case 'ChangeAdminPassword':
      return [{ type: 'AdminPasswordChanged', data: { adminId: mustExist(state, command.adminId).adminId } }];
    case 'ResetAdminPassword': {
      const { adminId, status } = mustExist(state, command.adminId);
      // The link was sent to an active account; one disabled meanwhile must not come back this way.
      if (status !== 'active') throw new DomainError('validation', 'This reset link is not valid any more', { code: 'auth.resetTokenInvalid' });
      return [{ type: 'AdminPasswordReset', data: { adminId } }];
    }
    case 'SetAdminNotifications':
      return [{ type: 'AdminNotificationsChanged', data: { adminId: mustExist(state, command.adminId).adminId, bookingEmails: command.bookingEmails } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

function evolve(state: AdminUserState, event: AdminUserEvent): AdminUserState {
  switch (event.type) {
    case 'AdminRegistered': {
      const { adminId, email, name, status } = event.data;
      return { exists: true, adminId, email, name, status };
    }
    case 'AdminApproved':
      return state.exists ? { ...state, status: 'active' } : state;
    case 'AdminDisabled':
      return state.exists ? { ...state, status: 'disabled' } : state;
    case 'AdminRejected':
      return state.exists ? { ...state, status: 'rejected' } : state;
    case 'AdminOwnershipTransferred':
    case 'AdminPasswordChanged':
    case 'AdminPasswordReset':
    case 'AdminNotificationsChanged':
      return state;
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
