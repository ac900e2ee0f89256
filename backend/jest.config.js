const preset = require('../jest.preset');

module.exports = {
  displayName: 'backend',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/test/support/node-environment.js',
  transform: preset.transform,
  moduleFileExtensions: preset.moduleFileExtensions,
  moduleNameMapper: preset.moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
};
