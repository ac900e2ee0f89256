import { ADMIN_TOKEN_KEY } from '../../lib/api';
import { selectAdminToken, selectAdminUser, selectSessionExpired, signedOut } from './admin-auth-slice';

describe('admin auth selectors', () => {
  afterEach(() => localStorage.clear());

  it('read the initial state while the lazily injected slice has no state yet (the login page renders first)', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
    const root = {};
    expect(selectSessionExpired(root)).toBe(false);
    expect(selectAdminUser(root)).toBeNull();
    expect(selectAdminToken(root)).toBe('stored-token');
  });

  it('read the slice once it is in the root state', () => {
    const root = { adminAuth: { token: null, user: null, sessionExpired: true } };
    expect(selectSessionExpired(root)).toBe(true);
    expect(signedOut().type).toBe('adminAuth/signedOut');
  });
});
