import { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { JobCounts } from './queue-registry';

export interface QueueStatusRow extends JobCounts {
  queue: string;
  /** False for a queue of this build that BullMQ has never created under the prefix. */
  exists: boolean;
}

/**
 * Job counts of every queue under `prefix`: the ones named, plus any BullMQ has created in Redis
 * (found by their meta key), so an operator also sees queues this build no longer declares.
 */
export async function readQueueStatus(redisUrl: string, prefix: string, known: readonly string[] = []): Promise<QueueStatusRow[]> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  try {
    const names = new Set(known);
    const found = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await connection.scan(cursor, 'MATCH', `${prefix}:*:meta`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) found.add(key.slice(prefix.length + 1, -':meta'.length));
    } while (cursor !== '0');
    found.forEach((name) => names.add(name));
    const rows: QueueStatusRow[] = [];
    for (const name of [...names].sort()) {
      if (!found.has(name)) {
        // Opening a Queue writes its meta key: a mistyped prefix must stay empty.
        rows.push({ queue: name, exists: false, waiting: 0, delayed: 0, active: 0, failed: 0, completed: 0 });
        continue;
      }
      const queue = new Queue(name, { connection, prefix });
      const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed', 'completed');
      await queue.close();
      rows.push({
        queue: name,
        exists: found.has(name),
        waiting: counts.waiting ?? 0,
        delayed: counts.delayed ?? 0,
        active: counts.active ?? 0,
        failed: counts.failed ?? 0,
        completed: counts.completed ?? 0,
      });
    }
    return rows;
  } finally {
    connection.disconnect();
  }
}
