// The backend's jest environment: Node's, releasing the AsyncLocalStorages of each test file after it.
const { TestEnvironment } = require('jest-environment-node');
const { releasingAsyncContexts } = require('../../../jest.preset');

module.exports = releasingAsyncContexts(TestEnvironment);
