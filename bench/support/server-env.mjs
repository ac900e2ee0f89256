// The environment of a built server started by a bench: production mode on a database, queue prefix
// and file folders of its own, no SPA, and a booking horizon far enough for every request to book a
// night of its own.
import { join } from 'node:path';

/** `dir` holds the server's uploads and outbox; `extra` adds or overrides variables. */
export function benchServerEnv({ id, port, databaseUrl, queuePrefix, dir, spaDir }, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: `bench-${id}`,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: queuePrefix,
    UPLOAD_DIR: join(dir, 'uploads'),
    OUTBOX_DIR: join(dir, 'outbox'),
    SPA_DIR: spaDir,
    BOOKING_HORIZON_DAYS: '100000',
    ...extra,
  };
}
