import { prepareTemplate } from './test-database';

/** Once per jest run of the backend project: the migrated template every test database copies. */
export default async function globalSetup(): Promise<void> {
  await prepareTemplate();
}
