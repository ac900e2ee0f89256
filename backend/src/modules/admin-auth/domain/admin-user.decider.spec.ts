import type { AdminUserCommand } from './admin-user.commands';
import { decideAdminUser, evolveAdminUser, initialAdminUserState } from './admin-user.decider';
import { AdminUserError } from './admin-user.errors';
import type { AdminUserEvent } from './admin-user.events';

const given = (events: AdminUserEvent[]) => ({
  when: (command: AdminUserCommand) => {
    const state = events.reduce(evolveAdminUser, initialAdminUserState());
    const run = () => decideAdminUser(command, state);
    return {
      then: (expected: AdminUserEvent[]) => expect(run()).toEqual(expected),
      thenFails: (code: AdminUserError['code']) => {
        expect(run).toThrow(AdminUserError);
        try {
          run();
        } catch (error) {
          expect((error as AdminUserError).code).toBe(code);
        }
      },
    };
  },
});

const registration = (status: 'active' | 'pending'): AdminUserEvent => ({
  type: 'AdminRegistered',
  data: { adminId: 'a1', name: 'Nok', email: 'nok@example.com', passwordHash: 'h', status },
});
const register = (first: boolean): AdminUserCommand => ({
  type: 'RegisterAdmin', adminId: 'a1', name: 'Nok', email: 'nok@example.com', passwordHash: 'h', first,
});
const setStatus = (status: 'active' | 'disabled', byAdminId = 'boss'): AdminUserCommand => ({
  type: 'ChangeAdminStatus', adminId: 'a1', status, byAdminId,
});

describe('admin user decider', () => {
  it('registers the first account as active', () => given([]).when(register(true)).then([registration('active')]));
  it('registers later accounts as pending', () => given([]).when(register(false)).then([registration('pending')]));
  it('refuses to register the same account twice', () =>
    given([registration('pending')]).when(register(false)).thenFails('already_registered'));

  it('approves a waiting account', () =>
    given([registration('pending')]).when(setStatus('active')).then([
      { type: 'AdminApproved', data: { adminId: 'a1', previousStatus: 'pending' } },
    ]));
  it('disables an active account', () =>
    given([registration('active')]).when(setStatus('disabled')).then([
      { type: 'AdminDisabled', data: { adminId: 'a1', previousStatus: 'active' } },
    ]));
  it('disables a waiting account (a refusal)', () =>
    given([registration('pending')]).when(setStatus('disabled')).then([
      { type: 'AdminDisabled', data: { adminId: 'a1', previousStatus: 'pending' } },
    ]));
  it('enables a disabled account again', () =>
    given([registration('active'), { type: 'AdminDisabled', data: { adminId: 'a1', previousStatus: 'active' } }])
      .when(setStatus('active'))
      .then([{ type: 'AdminApproved', data: { adminId: 'a1', previousStatus: 'disabled' } }]));
  it('changes nothing when the status is already the one asked for', () =>
    given([registration('active')]).when(setStatus('active')).then([]));
  it('refuses an admin disabling themself', () =>
    given([registration('active')]).when(setStatus('disabled', 'a1')).thenFails('self_disable'));
  it('refuses a status change of an unknown account', () => given([]).when(setStatus('active')).thenFails('not_found'));
});
