import { jsonReply, stubFetch, type FetchStub } from '../testing/fetch-stub';
import { readLocale } from './i18n';

/** readLocale's answer: [error, data or the retry flag]. */
const read = (language: string, namespace: string) =>
  new Promise<[unknown, unknown]>((resolve) => readLocale(language, namespace, (error, data) => resolve([error, data])));

describe('readLocale (the translations backend)', () => {
  let stub: FetchStub;
  afterEach(() => stub.restore());

  it('reads /locales/<language>/<namespace>.json', async () => {
    stub = stubFetch({ 'GET /locales/en/villa.json': { loadError: 'Could not load' } });
    expect(await read('en', 'villa')).toEqual([null, { loadError: 'Could not load' }]);
    expect(stub.requests.map((request) => new URL(request.url).pathname)).toEqual(['/locales/en/villa.json']);
  });

  it('asks i18next to retry after a server error or a network failure, not after a 404', async () => {
    stub = stubFetch({ 'GET /locales/th/common.json': jsonReply(503, {}) });
    const [serverError, serverRetry] = await read('th', 'common');
    expect(serverError).toBeInstanceOf(Error);
    expect(serverRetry).toBe(true);

    const [missing, missingRetry] = await read('th', 'nothing');
    expect(missing).toBeInstanceOf(Error);
    expect(missingRetry).toBe(false);
    stub.restore();

    stub = stubFetch({ 'GET /locales/th/common.json': () => Promise.reject(new TypeError('Failed to fetch')) });
    const [networkError, networkRetry] = await read('th', 'common');
    expect(networkError).toBeInstanceOf(TypeError);
    expect(networkRetry).toBe(true);
  });
});
