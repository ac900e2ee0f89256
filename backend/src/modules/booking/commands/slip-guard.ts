import type { TransactionalWrite } from '../../../event-store/event-store.port';
import type { BookingEvent } from '../domain/booking.events';
import { SlipFingerprint, slipFingerprints } from '../domain/slip-reuse.rule';

/** Postgres unique constraint of slip_fingerprints (migration SlipFingerprints): a slip another booking holds. */
export const SLIP_FINGERPRINT_TAKEN = 'slip_fingerprints_kind_value_key';

export const isSlipTaken = (error: unknown): boolean => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === SLIP_FINGERPRINT_TAKEN;
};

/** Only `query` of the append's transaction is used, whatever type the event store hands over. */
interface Transaction {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

// A booking re-sending its own slip inserts nothing; another booking's insert of the same print fails
// on the unique constraint, or waits for a concurrent one to commit and then fails.
const claim = (tx: Transaction, print: SlipFingerprint, bookingId: string, key: string) =>
  tx.query(
    `INSERT INTO slip_fingerprints (kind, value, booking_id, slip_key)
     SELECT $1::text, $2::text, $3::uuid, $4::text
     WHERE NOT EXISTS (SELECT 1 FROM slip_fingerprints WHERE kind = $1::text AND value = $2::text AND booking_id = $3::uuid)`,
    [print.kind, print.value, bookingId, key],
  );
// Removes only the row this write inserted (its slip key), never one an earlier attach left.
const unclaim = (tx: Transaction, print: SlipFingerprint, key: string) =>
  tx.query(`DELETE FROM slip_fingerprints WHERE kind = $1 AND value = $2 AND slip_key = $3`, [print.kind, print.value, key]);

/** The slip_fingerprints rows a command's attached slips claim, written in the append's transaction. */
export function slipGuardWrites(events: BookingEvent[]): TransactionalWrite[] {
  const writes: TransactionalWrite[] = [];
  for (const event of events) {
    if (event.type !== 'SlipAttached') continue;
    const { bookingId, key } = event.data;
    for (const print of slipFingerprints(event.data)) {
      writes.push({
        write: async (tx: Transaction) => void (await claim(tx, print, bookingId, key)),
        undo: async (tx: Transaction) => void (await unclaim(tx, print, key)),
      });
    }
  }
  return writes;
}
