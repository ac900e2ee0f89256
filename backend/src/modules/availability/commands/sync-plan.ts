import { randomUUID } from 'node:crypto';
import type { StoreTransaction, TransactionalWrite } from '../../../event-store/event-store.port';
import type { FeedStay } from '../domain/calendar.commands';
import type { HolderRef } from '../domain/calendar.events';
import { CalendarState, overlaps } from '../domain/calendar.state';

interface GuardRow {
  holder_id: string;
  holder_kind: HolderRef['kind'];
  from: string;
  to: string;
}

export interface SyncPlan {
  /** An id for each UID the calendar has no stay for yet. */
  ids: Record<string, string>;
  /** For each UID some of whose nights another holder has: the first such holder. */
  conflicts: Record<string, HolderRef>;
  /** The ids of this calendar's stays once synced: their overlaps with each other are planned. */
  own: string[];
}

const OVERLAPPING = `SELECT holder_id, holder_kind, lower(stay)::text AS "from", upper(stay)::text AS "to"
                       FROM stay_guard WHERE stay && daterange($1::date, $2::date, '[)')`;

/**
 * Ids for new UIDs, and who else holds nights of each stay: a holder in stay_guard (a booking, a
 * block, another channel's stay) or an earlier stay of the same feed. Every stay holds all its
 * nights whatever it overlaps; the conflict only names the other holder.
 */
export async function planSync(tx: Pick<StoreTransaction, 'query'>, calendarId: string, feed: FeedStay[], state: CalendarState): Promise<SyncPlan> {
  const current = Object.values(state.stays).filter((stay) => stay.calendarId === calendarId);
  const byUid = new Map(current.map((stay) => [stay.uid, stay]));
  // Keyed by the feed's UIDs: without a prototype, a UID `__proto__` is a key like any other.
  const plan: SyncPlan = { ids: Object.create(null), conflicts: Object.create(null), own: [] };
  if (feed.length === 0) return plan;
  const from = feed.reduce((min, s) => (s.from < min ? s.from : min), feed[0].from);
  const to = feed.reduce((max, s) => (s.to > max ? s.to : max), feed[0].to);
  const ownIds = new Set(current.map((stay) => stay.id));
  const others = (await tx.query<GuardRow>(OVERLAPPING, [from, to]))
    .filter((row) => !ownIds.has(row.holder_id))
    .map((row): HolderRef => ({ kind: row.holder_kind, id: row.holder_id, from: row.from, to: row.to }));
  const earlier: HolderRef[] = [];
  const seen = new Set<string>();
  for (const stay of feed) {
    if (seen.has(stay.uid)) continue; // the decider keeps a UID's first event too
    seen.add(stay.uid);
    const stayId = byUid.get(stay.uid)?.id ?? randomUUID();
    if (!byUid.has(stay.uid)) plan.ids[stay.uid] = stayId;
    const holder = [...others, ...earlier].find((other) => overlaps(other, stay));
    if (holder) plan.conflicts[stay.uid] = holder;
    earlier.push({ kind: 'import', id: stayId, from: stay.from, to: stay.to });
    plan.own.push(stayId);
  }
  return plan;
}

/** A holder took nights of a stay planned as free between the plan and the append: plan again. */
export class NightsTakenMeanwhile extends Error {}

/**
 * A write after the sync's holds (whose night locks it then has): a stay planned as no conflict that
 * another holder now overlaps (a guest's create between the plan and the append) refuses the append,
 * so the next attempt records that conflict rather than hide it.
 */
export function confirmPlan(feed: FeedStay[], plan: SyncPlan): TransactionalWrite {
  const free = feed.filter((stay) => !plan.conflicts[stay.uid]);
  return {
    write: async (tx) => {
      for (const stay of free) {
        const rows = await tx.query<GuardRow>(OVERLAPPING, [stay.from, stay.to]);
        if (rows.some((row) => !plan.own.includes(row.holder_id))) throw new NightsTakenMeanwhile(`Nights of ${stay.uid} were taken meanwhile`);
      }
    },
  };
}
