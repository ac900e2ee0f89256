import type { RecordedEvent } from '../event-store.port';
import { PageQueue } from './page-queue';

const page = (n: number) => [{ position: `1:${n}` } as RecordedEvent];

describe('PageQueue', () => {
  it('gives every consumer every page in order, and the end', async () => {
    const queue = new PageQueue(2);
    queue.push(page(1));
    queue.push(page(2));
    queue.end();
    for (let consumer = 0; consumer < 2; consumer++) {
      expect(await queue.get(0)).toEqual(page(1));
      expect(await queue.get(1)).toEqual(page(2));
      expect(await queue.get(2)).toBeNull();
    }
  });

  it('keeps a page until the last consumer is done with it, and holds the reader back meanwhile', async () => {
    const queue = new PageQueue(2);
    queue.push(page(1));
    let room = false;
    const reader = queue.room(1).then((ok) => (room = ok));
    expect(queue.done(0)).toBe(false);
    await Promise.resolve();
    expect(room).toBe(false);
    expect(await queue.get(0)).toEqual(page(1));
    expect(queue.done(0)).toBe(true);
    await reader;
    expect(room).toBe(true);
  });

  it('wakes a consumer waiting for a page when it is pushed, and answers null once stopped', async () => {
    const queue = new PageQueue(1);
    const waiting = queue.get(0);
    queue.push(page(7));
    expect(await waiting).toEqual(page(7));
    const next = queue.get(1);
    queue.stop();
    expect(await next).toBeNull();
    expect(await queue.room(5)).toBe(false);
  });
});
