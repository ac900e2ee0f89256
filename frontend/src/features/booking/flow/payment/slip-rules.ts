/** SPEC §5/§9: a slip is a JPG, PNG or PDF of at most 5 MB. The server checks the content again. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const SLIP_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
export const SLIP_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const SLIP_EXTENSION = /\.(jpe?g|png|pdf)$/i;

export type SlipProblem = 'invalidType' | 'tooLarge';

/** The problem to show before any upload, or null. Some systems give no type: the name decides then. */
export function checkSlip(file: { name: string; type: string; size: number }): SlipProblem | null {
  const typeOk = file.type ? SLIP_TYPES.includes(file.type) : SLIP_EXTENSION.test(file.name);
  if (!typeOk) return 'invalidType';
  if (file.size > SLIP_MAX_BYTES) return 'tooLarge';
  return null;
}
