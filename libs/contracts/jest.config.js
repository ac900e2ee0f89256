const preset = require('../../jest.preset');

module.exports = {
  displayName: 'contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: preset.transform,
  moduleFileExtensions: preset.moduleFileExtensions,
  moduleNameMapper: preset.moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
