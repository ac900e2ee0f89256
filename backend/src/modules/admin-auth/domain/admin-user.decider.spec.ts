import { deciderSpec } from '../../../../test/support/decider-spec';
import type { AdminUserCommand } from './admin-user.commands';
import { adminUserDecider } from './admin-user.decider';
import type { AdminUserEvent } from './admin-user.events';

const { given } = deciderSpec(adminUserDecider);

const registered = (status: 'active' | 'pending'): AdminUserEvent => ({
  type: 'AdminRegistered',
  data: { adminId: 'a1', name: 'Nok', email: 'nok@example.com', passwordHash: 'h', status },
});
const disabled: AdminUserEvent = { type: 'AdminDisabled', data: { adminId: 'a1', previousStatus: 'active' } };
const register = (activate: boolean): AdminUserCommand => ({
  type: 'RegisterAdmin', adminId: 'a1', name: 'Nok', email: 'nok@example.com', passwordHash: 'h', activate,
});
const setStatus = (status: 'active' | 'disabled', byAdminId = 'boss'): AdminUserCommand => ({
  type: 'ChangeAdminStatus', adminId: 'a1', status, byAdminId,
});

describe('admin user decider', () => {
  it('registers the first account as active', () => given().when(register(true)).then([registered('active')]));
  it('registers later accounts as pending', () => given().when(register(false)).then([registered('pending')]));
  it('refuses to register the same account twice', () =>
    given(registered('pending')).when(register(false)).thenFails('conflict', 'admin.alreadyRegistered'));

  it('approves a waiting account', () =>
    given(registered('pending')).when(setStatus('active')).then([
      { type: 'AdminApproved', data: { adminId: 'a1', previousStatus: 'pending' } },
    ]));
  it('disables an active account', () => given(registered('active')).when(setStatus('disabled')).then([disabled]));
  it('disables a waiting account (a refusal)', () =>
    given(registered('pending')).when(setStatus('disabled')).then([
      { type: 'AdminDisabled', data: { adminId: 'a1', previousStatus: 'pending' } },
    ]));
  it('enables a disabled account again', () =>
    given(registered('active'), disabled).when(setStatus('active')).then([
      { type: 'AdminApproved', data: { adminId: 'a1', previousStatus: 'disabled' } },
    ]));
  it('changes nothing when the account already has the status asked for', () =>
    given(registered('active')).when(setStatus('active')).then([]));
  it('refuses an admin disabling themself', () =>
    given(registered('active')).when(setStatus('disabled', 'a1')).thenFails('validation', 'admin.cannotDisableSelf'));
  it('refuses a status change of an unknown account', () =>
    given().when(setStatus('active')).thenFails('not_found', 'admin.userNotFound'));
  it('folds the status the events leave', () =>
    expect(given(registered('pending')).when(setStatus('active')).state()).toMatchObject({ status: 'active' }));
});
