import { Logger } from '@nestjs/common';
import { SubscriptionRunner, WaitForError } from './subscription-runner';

const logger = new Logger('ReadYourWrites');

/**
 * Waits until `projection` has applied the events up to `position`, so a read after a command shows
 * its effect. The command has committed either way: a projection that is late or failed is logged
 * (and shows in /api/health), not turned into an error for a write that succeeded.
 */
export async function awaitProjection(
  runner: SubscriptionRunner,
  projection: string,
  position: string | null,
  timeoutMs = 5000,
): Promise<void> {
  if (position === null) return;
  try {
    await runner.waitFor(projection, position, timeoutMs);
  } catch (error) {
    if (!(error instanceof WaitForError)) throw error;
    logger.warn(error.message);
  }
}
