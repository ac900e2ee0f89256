/**
 * The last check-out date whose stay's personal data is past retention on `today` (both villa-local
 * YYYY-MM-DD): `months` calendar months before today, clamped to the month's last day
 * (2026-03-31 minus one month is 2026-02-28).
 */
export function retentionCutoff(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
