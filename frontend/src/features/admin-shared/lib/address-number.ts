/** A whole number from the page's address (a search parameter) within [min, max], or undefined. */
export function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  const n = value === null || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}
