const preset = require('../jest.preset');

module.exports = {
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.js',
  transform: preset.transform,
  moduleFileExtensions: preset.moduleFileExtensions,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The app imports antd's ES build directly (smaller bundles); jest runs its CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '\\.(css|less)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|jpeg|webp|woff2?)$': '<rootDir>/src/testing/file-stub.js',
  },
  // A few antd dependencies ship ES modules only; SWC turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design/(colors|fast-color)|@rc-component|rc-[a-z-]+)/)'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  testTimeout: 30000,
};
