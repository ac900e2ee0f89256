const backend = require('./jest.config');

/**
 * The backend project as `npm test` runs it: the unit specs beside the code one file each, and the
 * integration specs of each backend/test folder together in one jest file per folder
 * (backend/test/<folder>.suite.ts, see test/support/suite.ts), so the application's modules load
 * once per folder instead of once per spec file. `jest -c backend/jest.config.js <file>` still runs
 * any spec file alone.
 */
module.exports = {
  ...backend,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/*.suite.ts'],
};
