export function hugePng(side: number): Buffer;
export function oneNightFeed(events: number, options?: { start?: Date; cycle?: number; bytes?: number }): string;
export function probeHealth(
  baseUrl: string,
  everyMs?: number,
  timeoutMs?: number,
): { stop(): Promise<{ statuses: number[]; p95: number; max: number }> };
