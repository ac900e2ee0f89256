const preset = require('../jest.preset');

// `import { Button } from 'antd'` would load every antd component and `@ant-design/icons` every
// icon (about 2.5 s of CPU per test file); in the browser Vite tree-shakes them. Each test file
// loads only the components and icons it uses, the way babel-plugin-import does for antd.
const swcConfig = {
  ...preset.swcConfig,
  jsc: {
    ...preset.swcConfig.jsc,
    experimental: {
      plugins: [
        [
          '@swc/plugin-transform-imports',
          {
            antd: { transform: 'antd/lib/{{ kebabCase member }}' },
            '@ant-design/icons': { transform: '@ant-design/icons/lib/icons/{{ member }}' },
          },
        ],
      ],
    },
  },
};

module.exports = {
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.js',
  // Packages resolve to their Node builds, as jest-fixed-jsdom has them: msw/node has none for browsers.
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcConfig] },
  moduleFileExtensions: preset.moduleFileExtensions,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The app imports antd's ES build directly (smaller bundles); jest runs its CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '\\.(css|less)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|jpeg|webp|woff2?)$': '<rootDir>/src/testing/file-stub.js',
  },
  // A few antd and msw dependencies ship ES modules only; SWC turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design/(colors|fast-color)|@rc-component|rc-[a-z-]+|until-async)/)'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  testTimeout: 30000,
};
