/**
 * Every migration, in order. Each context adds its own class from ./migrations (file names start
 * with the timestamp that orders them).
 */
export const MIGRATIONS: (new (...args: never[]) => unknown)[] = [];
