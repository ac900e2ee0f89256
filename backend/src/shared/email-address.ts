/**
 * A plain e-mail address and nothing else: no display name (`Name <a@b.co>`), no list (`a@b.co,c@d.co`),
 * no quoting, no whitespace or CR/LF (header injection), only what a mail header takes as one recipient.
 */
const PLAIN_EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isPlainEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && PLAIN_EMAIL.test(value);
}
