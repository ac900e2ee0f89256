import { Injectable } from '@nestjs/common';
import type { BookingStatus } from '@baan-talay/contracts';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { BOOKING_EVENT_TYPES, bookingsCreatedIn, type BookingEvent } from '../../booking';
import { copyRows } from '../../../infrastructure/database/copy-rows';
import { evolveFigures, totalsDelta, type BookingFigures, type StatusTotals } from './booking-figures';

export const DASHBOARD_SUMMARY_PROJECTION = 'dashboard-summary';

interface FiguresRow {
  booking_id: string;
  status: BookingStatus;
  deleted: boolean;
  quoted_total: string;
  total_override: string | null;
}

const SAVE_FIGURES = `
  INSERT INTO dashboard_booking_figures (booking_id, status, deleted, quoted_total, total_override)
  SELECT booking_id, status, deleted, quoted_total, total_override
    FROM jsonb_to_recordset($1::jsonb) AS r(booking_id uuid, status text, deleted boolean, quoted_total bigint, total_override bigint)
  ON CONFLICT (booking_id) DO UPDATE SET status = excluded.status, deleted = excluded.deleted,
    quoted_total = excluded.quoted_total, total_override = excluded.total_override`;

/** dashboard_booking_figures' columns with their types, as a replay's COPY writes them. */
const FIGURES_COLUMNS = { booking_id: 'uuid', status: 'text', deleted: 'boolean', quoted_total: 'bigint', total_override: 'bigint' } as const;

const ADD_TOTALS = `
  INSERT INTO dashboard_status_totals AS t (status, bookings, total_price)
  SELECT status, bookings, total_price FROM jsonb_to_recordset($1::jsonb) AS r(status text, bookings bigint, total_price bigint)
  ON CONFLICT (status) DO UPDATE SET bookings = t.bookings + excluded.bookings, total_price = t.total_price + excluded.total_price`;

// A status with nothing left has no row, as a rebuild (which may fold a booking's whole life into one
// batch) would leave it: live processing and a replay end with the same table.
const DROP_EMPTY = 'DELETE FROM dashboard_status_totals WHERE bookings = 0 AND total_price = 0';

/**
 * The dashboard's summary (dashboard_status_totals: live bookings and the sum of their totals per
 * status), kept current from the booking events so the stats read a handful of rows instead of
 * counting every booking on each request (issue 37). Each booking's last figures
 * (dashboard_booking_figures) let a batch take a booking out of its old status and add it to its new
 * one. Other figures per status (payments, deposits) can join as columns of the same table.
 */
@EventHandlerProvider()
@Injectable()
export class DashboardSummaryProjection implements EventHandlerDefinition {
  readonly name = DASHBOARD_SUMMARY_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = BOOKING_EVENT_TYPES;
  readonly tables = ['dashboard_booking_figures', 'dashboard_status_totals'];

  handle(event: RecordedEvent, em: EntityManager): Promise<void> {
    return this.handleBatch([event], em);
  }

  handleBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    return this.apply(events, em, new Set());
  }

  /** A replay's batch: bookings created in it have no figures yet, so they are not read, and are loaded by COPY. */
  replayBatch(events: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    return this.apply(events, em, bookingsCreatedIn(events));
  }

  private async apply(events: readonly RecordedEvent[], em: EntityManager, fresh: ReadonlySet<string>): Promise<void> {
    const ids = [...new Set(events.map((event) => (event as unknown as BookingEvent).data.bookingId))];
    const known = ids.filter((id) => !fresh.has(id));
    const rows: FiguresRow[] = known.length === 0 ? [] : await em.query(
      'SELECT booking_id, status, deleted, quoted_total, total_override FROM dashboard_booking_figures WHERE booking_id = ANY($1::uuid[])',
      [known],
    );
    const before = new Map<string, BookingFigures>(
      rows.map((row) => [
        row.booking_id,
        { status: row.status, deleted: row.deleted, quotedTotal: Number(row.quoted_total), totalOverride: row.total_override === null ? null : Number(row.total_override) },
      ]),
    );
    const after = new Map(before);
    for (const recorded of events) {
      const event = recorded as unknown as BookingEvent;
      const figures = evolveFigures(after.get(event.data.bookingId), event);
      if (figures) after.set(event.data.bookingId, figures);
    }
    const delta = new Map<BookingStatus, StatusTotals>();
    const changed = ids.flatMap((id) => {
      const figures = after.get(id);
      if (!figures || figures === before.get(id)) return [];
      totalsDelta(before.get(id), figures, delta);
      return [{ booking_id: id, status: figures.status, deleted: figures.deleted, quoted_total: figures.quotedTotal, total_override: figures.totalOverride }];
    });
    if (changed.length === 0) return;
    const loads = changed.filter((row) => fresh.has(row.booking_id));
    const saves = changed.filter((row) => !fresh.has(row.booking_id));
    if (loads.length > 0) await copyRows(em, 'dashboard_booking_figures', FIGURES_COLUMNS, loads);
    if (saves.length > 0) await em.query(SAVE_FIGURES, [JSON.stringify(saves)]);
    const totals = [...delta].map(([status, { bookings, totalPrice }]) => ({ status, bookings, total_price: totalPrice }));
    if (totals.length === 0) return;
    await em.query(ADD_TOTALS, [JSON.stringify(totals)]);
    await em.query(DROP_EMPTY);
  }
}
