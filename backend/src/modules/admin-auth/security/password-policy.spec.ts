import { passwordProblem } from './password-policy';

describe('password policy', () => {
  const email = 'nok.samui@example.com';
  it.each([
    ['short-1', 'auth.passwordTooShort'],
    ['nok.samui-2024!', 'auth.passwordContainsEmail'],
    ['NOK.SAMUI.beach', 'auth.passwordContainsEmail'],
    ['password1234', 'auth.passwordCommon'],
    ['1234567890', 'auth.passwordCommon'],
    ['aaaaaaaaaaaa', 'auth.passwordWeak'],
    ['abcdefghijkl', 'auth.passwordWeak'],
  ])('refuses %s with %s', (password, code) => expect(passwordProblem(password, email)).toBe(code));

  it.each(['Tide-Lantern-Mango-42', 'Kh4o-Lak!sunset', 'owl-banyan-7-orbit'])('accepts %s', (password) =>
    expect(passwordProblem(password, email)).toBeNull());
});
