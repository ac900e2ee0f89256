import { toVillaDate } from '@baan-talay/pricing';
import { ValidateBy, ValidationOptions } from 'class-validator';

/** Years the villa can mean; far years (0000, 9999) overflow the date arithmetic and Postgres ranges. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2199;

/** A real calendar date (`2026-02-30` is not) in a sane range of years, as `toVillaDate` reads it. */
export function isSaneVillaDate(value: unknown): boolean {
  const date = typeof value === 'string' ? toVillaDate(value) : null;
  const year = date === null ? NaN : Number(date.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

export function IsVillaDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isVillaDate',
      validator: {
        validate: isSaneVillaDate,
        defaultMessage: (args) => `${args?.property ?? 'The date'} must be a calendar date (YYYY-MM-DD) between ${FIRST_YEAR} and ${LAST_YEAR}`,
      },
    },
    // The code the domain's own date check answers with (stay-check), so guests read one message.
    { ...options, context: { code: 'stay.invalidDate', ...options?.context } },
  );
}
