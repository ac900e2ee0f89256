import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { DomainError } from '../../../shared/domain-error';

export const PASSWORD_MIN_LENGTH = 10;
/** zxcvbn's "safely unguessable" (about 10^8 guesses or more). */
const MIN_SCORE = 3;

zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
});

export type PasswordProblem = 'auth.passwordTooShort' | 'auth.passwordContainsEmail' | 'auth.passwordCommon' | 'auth.passwordWeak';

/** Why a password is refused for this account, or null when it is fine. Pure: the same rule everywhere. */
export function passwordProblem(password: string, email: string, name = ''): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'auth.passwordTooShort';
  const local = email.split('@')[0].toLowerCase();
  if (local.length >= 3 && password.toLowerCase().includes(local)) return 'auth.passwordContainsEmail';
  const result = zxcvbn(password, [email, local, name].filter(Boolean));
  if (result.score >= MIN_SCORE) return null;
  // Mostly a word from the list of leaked passwords: a well-known password, not merely a simple one.
  const known = result.sequence.some(
    (match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords' && match.token.length * 2 >= password.length,
  );
  return known ? 'auth.passwordCommon' : 'auth.passwordWeak';
}

const MESSAGES: Record<PasswordProblem, string> = {
  'auth.passwordTooShort': `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  'auth.passwordContainsEmail': 'The password must not contain your e-mail address',
  'auth.passwordCommon': 'This password is too common; choose one nobody would guess',
  'auth.passwordWeak': 'This password is too easy to guess; make it longer or less predictable',
};

/** 400 with the reason's code, on the `password` field (or the field named). */
export function assertStrongPassword(password: string, email: string, name = '', field = 'password'): void {
  const problem = passwordProblem(password, email, name);
  if (problem) throw new DomainError('validation', MESSAGES[problem], { code: problem, params: { field, min: PASSWORD_MIN_LENGTH } });
}
