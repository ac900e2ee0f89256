import type { Language } from '@baan-talay/contracts';

/**
 * What admin-auth asks of the e-mail pipeline (the notifications context handles it): mail this
 * reset link. The raw token exists only in `url`; the database keeps its digest.
 */
export class SendPasswordResetMailCommand {
  constructor(
    readonly to: string,
    readonly name: string,
    readonly url: string,
    readonly minutes: number,
    readonly language: Language,
  ) {}
}
