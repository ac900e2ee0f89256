import { deciderSpec } from '../../../../test/support/decider-spec';
import type { AdminUserCommand } from './admin-user.commands';
import { adminUserDecider } from './admin-user.decider';
import type { AdminUserEvent } from './admin-user.events';

const { given } = deciderSpec(adminUserDecider);

const registered = (status: 'active' | 'pending'): AdminUserEvent => ({
  type: 'AdminRegistered',
  data: { adminId: 'a1', name: 'Nok', email: 'nok@example.com', status },
});
const disabled: AdminUserEvent = { type: 'AdminDisabled', data: { adminId: 'a1', previousStatus: 'active' } };
const register = (activate: boolean, owner = false): AdminUserCommand => ({
  type: 'RegisterAdmin', adminId: 'a1', name: 'Nok', email: 'nok@example.com', activate, owner,
});
const setStatus = (status: 'active' | 'disabled' | 'rejected', byAdminId = 'boss', ownerId: string | null = 'boss'): AdminUserCommand => ({
  type: 'ChangeAdminStatus', adminId: 'a1', status, byAdminId, ownerId,
});
const transfer = (byAdminId = 'boss', ownerId: string | null = 'boss'): AdminUserCommand => ({
  type: 'TransferOwnership', adminId: 'a1', byAdminId, ownerId,
});

describe('admin user decider', () => {
  it('registers the first account as the active owner, with no password hash in the event', () =>
    given().when(register(true, true)).then([
      { type: 'AdminRegistered', data: { adminId: 'a1', name: 'Nok', email: 'nok@example.com', status: 'active', owner: true } },
    ]));
  it('registers later accounts as pending', () => given().when(register(false)).then([registered('pending')]));
  it('refuses to register the same account twice', () =>
    given(registered('pending')).when(register(false)).thenFails('conflict', 'admin.alreadyRegistered'));

  it('lets the owner approve a waiting account', () =>
    given(registered('pending')).when(setStatus('active')).then([
      { type: 'AdminApproved', data: { adminId: 'a1', previousStatus: 'pending' } },
    ]));
  it('lets the owner reject a waiting account', () =>
    given(registered('pending')).when(setStatus('rejected')).then([{ type: 'AdminRejected', data: { adminId: 'a1' } }]));
  it('rejects only waiting accounts', () =>
    given(registered('active')).when(setStatus('rejected')).thenFails('validation', 'auth.onlyPendingRejected'));
  it('disables an active account', () => given(registered('active')).when(setStatus('disabled')).then([disabled]));
  it('enables a disabled account again', () =>
    given(registered('active'), disabled).when(setStatus('active')).then([
      { type: 'AdminApproved', data: { adminId: 'a1', previousStatus: 'disabled' } },
    ]));
  it('changes nothing when the account already has the status asked for', () =>
    given(registered('active')).when(setStatus('active')).then([]));
  it('refuses a status change by anyone but the owner', () =>
    given(registered('pending')).when(setStatus('active', 'helper')).thenFails('forbidden', 'auth.ownerOnly'));
  it('never disables or rejects the owner, not even by themself', () => {
    given(registered('active')).when(setStatus('disabled', 'a1', 'a1')).thenFails('validation', 'auth.ownerCannotBeDisabled');
    given(registered('pending')).when(setStatus('rejected', 'a1', 'a1')).thenFails('validation', 'auth.ownerCannotBeDisabled');
  });
  it('refuses a status change of an unknown account', () =>
    given().when(setStatus('active')).thenFails('not_found', 'auth.userNotFound'));

  it('hands the ownership to an active account, only when the owner asks', () => {
    given(registered('active')).when(transfer()).then([
      { type: 'AdminOwnershipTransferred', data: { adminId: 'a1', fromAdminId: 'boss' } },
    ]);
    given(registered('active')).when(transfer('helper')).thenFails('forbidden', 'auth.ownerOnly');
    given(registered('pending')).when(transfer()).thenFails('validation', 'auth.ownerMustBeActive');
    given(registered('active')).when(transfer('a1', 'a1')).then([]);
  });

  it('records a password change without the hash', () =>
    given(registered('active')).when({ type: 'ChangeAdminPassword', adminId: 'a1' }).then([
      { type: 'AdminPasswordChanged', data: { adminId: 'a1' } },
    ]));

  it('records a reset through an e-mailed link for an active account only', () => {
    given(registered('active')).when({ type: 'ResetAdminPassword', adminId: 'a1' }).then([
      { type: 'AdminPasswordReset', data: { adminId: 'a1' } },
    ]);
    given(registered('active'), disabled).when({ type: 'ResetAdminPassword', adminId: 'a1' }).thenFails('validation', 'auth.resetTokenInvalid');
    given(registered('pending')).when({ type: 'ResetAdminPassword', adminId: 'a1' }).thenFails('validation', 'auth.resetTokenInvalid');
    given().when({ type: 'ResetAdminPassword', adminId: 'a1' }).thenFails('not_found', 'auth.userNotFound');
  });

  it("records an admin's choice of booking e-mails, for an existing account only", () => {
    given(registered('active')).when({ type: 'SetAdminNotifications', adminId: 'a1', bookingEmails: false }).then([
      { type: 'AdminNotificationsChanged', data: { adminId: 'a1', bookingEmails: false } },
    ]);
    given().when({ type: 'SetAdminNotifications', adminId: 'a1', bookingEmails: true }).thenFails('not_found');
  });

  it('folds the status the events leave', () =>
    expect(given(registered('pending')).when(setStatus('rejected')).state()).toMatchObject({ status: 'rejected' }));
});
