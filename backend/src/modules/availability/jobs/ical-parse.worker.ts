import { parentPort, workerData } from 'node:worker_threads';
import { parseFeed } from './ical-parse';

/** One feed parsed off the event loop (ical-parse.bounded.ts): its stays, or why it is not a calendar. */
const { text, today } = workerData as { text: string; today: string };
try {
  parentPort?.postMessage({ stays: parseFeed(text, today) });
} catch (error) {
  parentPort?.postMessage({ error: (error as Error).message });
}
