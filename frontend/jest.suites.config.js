const frontend = require('./jest.config');

/**
 * The frontend as `npm test` runs it: the spec files of features/admin, of features/booking and of
 * the rest each together in one jest file (`*.suite.ts`, see src/testing/suite.ts), so React, antd
 * and the app load, and antd generates its CSS, once per suite instead of once per spec file.
 * `jest -c frontend/jest.config.js <file>` still runs any spec file alone.
 */
module.exports = {
  ...frontend,
  testMatch: ['<rootDir>/src/**/*.suite.ts'],
};
