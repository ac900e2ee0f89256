const preset = require('../jest.preset');

module.exports = {
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  transform: preset.transform,
  moduleFileExtensions: preset.moduleFileExtensions,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.(css|less)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|jpeg|webp|woff2?)$': '<rootDir>/src/testing/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  testTimeout: 30000,
};
