import Redis from 'ioredis';

/**
 * Finds and deletes every key under the prefix in one step of the server, as a Redis restarted
 * without its data loses them all at once. A SCAN-then-UNLINK over several round trips could delete
 * a job's hash, let a running reconciler add the job again, and then delete the new entry of the
 * delayed set: a job in no set at all, which no real loss of Redis produces.
 */
const DELETE_UNDER_PREFIX = `
local keys = redis.call('KEYS', ARGV[1])
local deleted = 0
for i = 1, #keys, 1000 do
  deleted = deleted + redis.call('UNLINK', unpack(keys, i, math.min(i + 999, #keys)))
end
return deleted`;

/**
 * Deletes every key under one queue prefix: what a lost Redis looks like to this test, without
 * touching the keys of other tests sharing the server (FLUSHALL would).
 */
export async function deletePrefixKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = new Redis(redisUrl);
  try {
    return Number(await redis.eval(DELETE_UNDER_PREFIX, 0, `${prefix}:*`));
  } finally {
    redis.disconnect();
  }
}
