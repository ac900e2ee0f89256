/**
 * Every TypeORM entity of the backend, listed once so the app, the CLI and the tests share one
 * data source definition. Each context appends its read-model entities here.
 */
export const ENTITIES: (new (...args: never[]) => unknown)[] = [];
