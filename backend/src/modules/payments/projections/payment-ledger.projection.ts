import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { todayInBangkok } from '@baan-talay/pricing';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { queryPrepared } from '../../../infrastructure/database/prepared-query';
import { copyRows } from '../../../infrastructure/database/copy-rows';
import { bookingsCreatedIn } from '../../booking';
import { dueNow } from '@baan-talay/pricing';
import { LEDGER_EVENT_TYPES, evolveLedger, type Ledger } from '../domain/payment-ledger';

export const PAYMENT_LEDGER_PROJECTION = 'payment-ledger';

const UPSERT_SQL = `
  INSERT INTO payment_ledger (booking_id, ledger, status, deleted, deposits_received, balance_outstanding, balance_due_on, overdue, security_held, updated_at)
  SELECT booking_id, ledger, status, deleted, deposits_received, balance_outstanding, balance_due_on, overdue, security_held, updated_at
    FROM jsonb_to_recordset($1::jsonb) AS r(booking_id uuid, ledger jsonb, status text, deleted boolean, deposits_received int,
      balance_outstanding int, balance_due_on date, overdue boolean, security_held int, updated_at timestamptz)
  ON CONFLICT (booking_id) DO UPDATE SET ledger = EXCLUDED.ledger, status = EXCLUDED.status, deleted = EXCLUDED.deleted,
    deposits_received = EXCLUDED.deposits_received, balance_outstanding = EXCLUDED.balance_outstanding,
    balance_due_on = EXCLUDED.balance_due_on, overdue = EXCLUDED.overdue, security_held = EXCLUDED.security_held, updated_at = EXCLUDED.updated_at`;

/** payment_ledger's columns with their types, as a replay's COPY writes a row() of each new booking. */
const COLUMNS = {
  booking_id: 'uuid', ledger: 'jsonb', status: 'text', deleted: 'boolean', deposits_received: 'integer',
  balance_outstanding: 'integer', balance_due_on: 'date', overdue: 'boolean', security_held: 'integer', updated_at: 'timestamptz',
} as const;

/** The columns the dashboard adds up, beside the ledger itself. */
function row(ledger: Ledger, at: string) {
  const due = dueNow(ledger);
  const sum = (kind: string) => ledger.payments.filter((p) => p.kind === kind).reduce((n, p) => n + p.amount, 0);
  const balance = ledger.status === 'confirmed' && due?.kind === 'balance' ? due.stay : 0;
  return {
    booking_id: ledger.bookingId,
    ledger,
    status: ledger.status,
    deleted: ledger.deleted,
    deposits_received: sum('deposit'),
    balance_outstanding: balance,
    balance_due_on: balance > 0 ? (ledger.terms.balanceDueOn ?? todayInBangkok(new Date(at))) : null,
    overdue: balance > 0 && ledger.overdue,
    security_held: ledger.securityReturned ? 0 : sum('security_deposit'),
    updated_at: at,
  };
}

/** Keeps payment_ledger, one row per booking, from the booking streams: a batch is one read and one write. */
@EventHandlerProvider()
@Injectable()
export class PaymentLedgerProjection implements EventHandlerDefinition {
  readonly name = PAYMENT_LEDGER_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = LEDGER_EVENT_TYPES;
  readonly tables = ['payment_ledger'];

  handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    return this.handleBatch([event], em);
  }

  handleBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    return this.apply(events, em, new Set());
  }

  /** A replay's batch: bookings created in it have no row yet, so they are not read, and are loaded by COPY. */
  replayBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    return this.apply(events, em, bookingsCreatedIn(events));
  }

  private async apply(events: readonly RecordedEvent[], em: EntityManager, fresh: ReadonlySet<string>): Promise<void> {
    const ids = [...new Set(events.map((event) => event.data.bookingId as string))];
    const known = ids.filter((id) => !fresh.has(id));
    const rows = known.length === 0 ? [] : await queryPrepared<{ booking_id: string; ledger: Ledger }>(
      em,
      'payment_ledger_read',
      'SELECT booking_id, ledger FROM payment_ledger WHERE booking_id = ANY($1::uuid[])',
      [known],
    );
    const ledgers = new Map<string, Ledger | null>(rows.map((r) => [r.booking_id, r.ledger]));
    const touched = new Map<string, string>();
    for (const event of events) {
      const id = event.data.bookingId as string;
      const at = event.metadata.occurredAt;
      ledgers.set(id, evolveLedger(ledgers.get(id) ?? null, event.type, event.data, at));
      touched.set(id, at);
    }
    const written = [...touched].flatMap(([id, at]) => {
      const ledger = ledgers.get(id);
      return ledger ? [row(ledger, at)] : [];
    });
    const loads = written.filter((r) => fresh.has(r.booking_id));
    const upserts = written.filter((r) => !fresh.has(r.booking_id));
    if (loads.length > 0) await copyRows(em, 'payment_ledger', COLUMNS, loads);
    if (upserts.length > 0) await queryPrepared(em, 'payment_ledger_upsert', UPSERT_SQL, [JSON.stringify(upserts)]);
  }
}
