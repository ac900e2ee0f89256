import { EventStore1760000001000 } from './migrations/1760000001000-EventStore';

/**
 * Every migration, in order. Each context adds its own class from ./migrations (file names start
 * with the timestamp that orders them).
 */
export const MIGRATIONS: (new (...args: never[]) => unknown)[] = [EventStore1760000001000];
