import { DomainError } from '../../../shared/domain-error';
import type { SlipFile } from './booking.events';

export type SlipFingerprintKind = 'sha256' | 'transRef';

export interface SlipFingerprint {
  kind: SlipFingerprintKind;
  value: string;
}

/**
 * What identifies a slip across bookings: its file content, and the bank's transaction reference
 * when its verification QR was read. A slip may belong to one booking only, for good: a cancelled or
 * deleted booking's slip stays used, or one transfer could pay for two stays.
 */
export function slipFingerprints(slip: Pick<SlipFile, 'sha256' | 'qr'>): SlipFingerprint[] {
  const prints: SlipFingerprint[] = [{ kind: 'sha256', value: slip.sha256 }];
  if (slip.qr) prints.push({ kind: 'transRef', value: slip.qr.transRef });
  return prints;
}

export const slipAlreadyUsed = (): DomainError =>
  new DomainError('conflict', 'This slip was already used for another booking', { code: 'slip.alreadyUsed' });
