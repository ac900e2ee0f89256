// `npm run test:security`: attacks on the BUILT server (dist/), over HTTP, as a stranger would make
// them. Each file starts its own server on a fresh database of the local Postgres and a queue prefix
// of its own on the local Redis. CI runs it after `npm run build` (the SPA must be built for the
// header checks on / and /admin).
const preset = require('../../../jest.preset');

module.exports = {
  displayName: 'security',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: preset.transform,
  moduleFileExtensions: preset.moduleFileExtensions,
  moduleNameMapper: preset.moduleNameMapper,
  testMatch: ['<rootDir>/**/*.security.ts'],
  globalSetup: '<rootDir>/../fault/support/global-setup.js',
  testTimeout: 120_000,
};
