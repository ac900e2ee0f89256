import { Worker } from 'node:worker_threads';
import { workerScript } from '../../../infrastructure/workers/worker-script';
import type { FeedStay } from '../domain/calendar.commands';

/** Why a fetched feed is not imported; `code` is stable (shown to the owner, translated) and `params` fill its text. */
export class IcalFeedError extends Error {
  constructor(
    readonly code: 'calendar.tooManyEvents' | 'calendar.parseTimeout' | 'calendar.syncFailed',
    message: string,
    readonly params: Record<string, number> = {},
  ) {
    super(message);
    this.name = 'IcalFeedError';
  }
}

export interface FeedLimits {
  maxEvents: number;
  timeoutMs: number;
}

/** VEVENTs a feed opens, counted by linear scans before anything is parsed (folded lines unfolded first, as a parser would). */
export const countEvents = (text: string): number => text.replace(/\r?\n[ \t]/g, '').match(/^BEGIN:VEVENT[ \t]*\r?$/gim)?.length ?? 0;

/**
 * The stays of a feed, parsed in a worker thread so the event loop keeps answering: a feed of more
 * than `maxEvents` events is refused unparsed, and a parse that takes longer than `timeoutMs` is
 * stopped (its worker terminated) and refused.
 */
export async function parseFeedBounded(text: string, today: string, limits: FeedLimits): Promise<FeedStay[]> {
  const events = countEvents(text);
  if (events > limits.maxEvents) {
    throw new IcalFeedError('calendar.tooManyEvents', `The calendar has ${events} events, more than ${limits.maxEvents}`, { max: limits.maxEvents });
  }
  const { filename, execArgv } = workerScript(__dirname, 'ical-parse.worker');
  const worker = new Worker(filename, { execArgv, workerData: { text, today } });
  try {
    return await new Promise<FeedStay[]>((resolve, reject) => {
      const seconds = Math.ceil(limits.timeoutMs / 1000);
      const timer = setTimeout(
        () => reject(new IcalFeedError('calendar.parseTimeout', `The calendar took longer than ${seconds} s to parse`, { seconds })),
        limits.timeoutMs,
      );
      worker.once('message', (answer: { stays: FeedStay[] } | { error: string }) => {
        clearTimeout(timer);
        if ('stays' in answer) resolve(answer.stays);
        else reject(new IcalFeedError('calendar.syncFailed', answer.error));
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(new IcalFeedError('calendar.syncFailed', error.message));
      });
    });
  } finally {
    await worker.terminate();
  }
}
