import { Logger } from '@nestjs/common';
import { SubscriptionRunner, WaitForError } from './subscription-runner';

const logger = new Logger('ReadYourWrites');

/**
 * Waits until `projection` has applied the events up to `position`, so a read after a command shows
 * its effect, for `timeoutMs` or the runner's waitForTimeoutMs (READ_YOUR_WRITES_TIMEOUT_MS). The
 * command has committed either way: a projection that is late or failed is logged
 * (and shows in /api/health), not turned into an error for a write that succeeded.
 */
export async function awaitProjection(
  runner: SubscriptionRunner,
  projection: string,
  position: string | null,
  timeoutMs?: number,
): Promise<void> {
  if (position === null) return;
  try {
    await runner.waitFor(projection, position, timeoutMs);
  } catch (error) {
    if (!(error instanceof WaitForError)) throw error;
    logger.warn(error.message);
  }
}
