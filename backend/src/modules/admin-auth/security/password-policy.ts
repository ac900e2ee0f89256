import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { DomainError } from '../../../shared/domain-error';

export const PASSWORD_MIN_LENGTH = 10;
/** zxcvbn's "safely unguessable" (about 10^8 guesses or more). */
const MIN_SCORE = 3;

/**
 * zxcvbn with its dictionaries, loaded on the first password checked: reading and ranking them
 * costs about half a second of CPU, which every start of the server (and of each test's app) would
 * otherwise pay although passwords are set rarely.
 */
let estimator: ((password: string, userInputs: string[]) => ZxcvbnResult) | undefined;
function estimate(password: string, userInputs: string[]): ZxcvbnResult {
  if (!estimator) {
    const { zxcvbn, zxcvbnOptions } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const english = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
    zxcvbnOptions.setOptions({ dictionary: { ...common.dictionary, ...english.dictionary }, graphs: common.adjacencyGraphs });
    estimator = zxcvbn;
  }
  return estimator(password, userInputs);
}

export type PasswordProblem = 'auth.passwordTooShort' | 'auth.passwordContainsEmail' | 'auth.passwordCommon' | 'auth.passwordWeak';

/** Why a password is refused for this account, or null when it is fine. Pure: the same rule everywhere. */
export function passwordProblem(password: string, email: string, name = ''): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'auth.passwordTooShort';
  const local = email.split('@')[0].toLowerCase();
  if (local.length >= 3 && password.toLowerCase().includes(local)) return 'auth.passwordContainsEmail';
  const result = estimate(password, [email, local, name].filter(Boolean));
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
