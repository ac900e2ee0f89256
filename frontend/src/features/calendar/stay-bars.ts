import { addDays, dayOfWeek, nightsBetween } from '@baan-talay/pricing';

/** Anything drawn as a bar: from its check-in (first night) to its check-out (the morning after the last). */
export interface Span {
  from: string;
  to: string;
}

/**
 * One week's piece of a stay. The week is a grid of 14 half-day columns (lines 1 to 15): a stay
 * starts in the afternoon of its check-in day and ends in the morning of its check-out day, the way
 * channel managers draw it, so a check-out and the next check-in share a day without overlapping.
 */
export interface Segment<T extends Span> {
  item: T;
  /** 0 for the top row of bars in that week. */
  lane: number;
  /** Grid line where the piece starts (1 to 14). */
  start: number;
  /** Grid line where it ends (2 to 15). */
  end: number;
  /** The stay began in an earlier week. */
  continuesBefore: boolean;
  /** The stay goes on into a later week (if only to its check-out morning, drawn there as a stub). */
  continuesAfter: boolean;
}

/** The nights two overlapping spans share (an imported stay's conflict with its holder). */
export const sharedSpan = (a: Span, b: Span): Span => ({ from: a.from > b.from ? a.from : b.from, to: a.to < b.to ? a.to : b.to });

/** The weeks (Sunday first, seven `YYYY-MM-DD` days each) that cover the month `YYYY-MM`. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  let day = addDays(first, -dayOfWeek(first));
  const weeks: string[][] = [];
  while (weeks.length === 0 || day.slice(0, 7) <= month) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
    day = addDays(day, 7);
  }
  return weeks;
}

/**
 * The pieces of `items` inside `week`, each given the first lane free from its start on (longer
 * stays first among those starting together), and the number of lanes the week needs.
 */
export function weekSegments<T extends Span>(week: string[], items: readonly T[]): { segments: Segment<T>[]; lanes: number } {
  const [first, last] = [week[0], week[6]];
  const pieces = items
    .filter((item) => item.from <= last && item.to >= first)
    .map((item) => {
      const continuesBefore = item.from < first;
      const continuesAfter = item.to > last;
      return {
        item,
        continuesBefore,
        continuesAfter,
        start: continuesBefore ? 1 : 2 * nightsBetween(first, item.from) + 2,
        end: continuesAfter ? 15 : 2 * nightsBetween(first, item.to) + 2,
      };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end || a.item.from.localeCompare(b.item.from));
  const laneEnds: number[] = [];
  const segments = pieces.map((piece) => {
    let lane = laneEnds.findIndex((end) => end <= piece.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = piece.end;
    return { ...piece, lane };
  });
  return { segments, lanes: laneEnds.length };
}
