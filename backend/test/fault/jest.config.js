// `npm run test:fault`: the fault tests run the BUILT server (dist/) as a child process against a
// private Postgres cluster and a private Redis they may restart. Kept out of `npm test` (they take
// minutes); CI runs them after `npm run build`.
const preset = require('../../../jest.preset');

module.exports = {
  displayName: 'fault',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: preset.transform,
  moduleFileExtensions: preset.moduleFileExtensions,
  moduleNameMapper: preset.moduleNameMapper,
  testMatch: ['<rootDir>/**/*.fault.ts'],
  globalSetup: '<rootDir>/support/global-setup.js',
  testTimeout: 180_000,
  slowTestThreshold: 60,
};
