/**
 * Positions are `"<major>:<minor>"` strings of two unsigned integers, compared numerically:
 * (transaction id, global position) for Postgres, (commit, prepare) for EventStoreDB. Keeping one
 * shape lets checkpoints, CLI output and `waitFor` work the same for both adapters.
 */
export function formatPosition(major: bigint | string | number, minor: bigint | string | number): string {
  return `${major}:${minor}`;
}

export function parsePosition(position: string): [bigint, bigint] {
  const match = /^(\d+):(\d+)$/.exec(position);
  if (!match) throw new Error(`Invalid event store position: ${position}`);
  return [BigInt(match[1]), BigInt(match[2])];
}

/** Orders positions; null (before the first event) sorts first. */
export function comparePositions(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const [a1, a2] = parsePosition(a);
  const [b1, b2] = parsePosition(b);
  if (a1 !== b1) return a1 < b1 ? -1 : 1;
  if (a2 !== b2) return a2 < b2 ? -1 : 1;
  return 0;
}
