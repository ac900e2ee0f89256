import Redis from 'ioredis';

/**
 * Deletes every key under one queue prefix: what a lost Redis looks like to this test, without
 * touching the keys of other tests sharing the server (FLUSHALL would).
 */
export async function deletePrefixKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl);
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) deleted += await redis.unlink(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}
