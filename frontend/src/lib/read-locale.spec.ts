import { HttpResponse } from 'msw';
import { mockApi } from '../testing/http';
import { readLocale } from './i18n';

/** readLocale's answer: [error, data or the retry flag]. */
const read = (language: string, namespace: string) =>
  new Promise<[unknown, unknown]>((resolve) => readLocale(language, namespace, (error, data) => resolve([error, data])));

describe('readLocale (the translations backend)', () => {
  let api: ReturnType<typeof mockApi>;

  it('reads /locales/<language>/<namespace>.json', async () => {
    api = mockApi({ 'GET /locales/en/villa.json': { body: { loadError: 'Could not load' } } });
    expect(await read('en', 'villa')).toEqual([null, { loadError: 'Could not load' }]);
    expect(api.calls.map((call) => call.path)).toEqual(['/locales/en/villa.json']);
  });

  it('asks i18next to retry after a server error or a network failure, not after a 404', async () => {
    api = mockApi({ 'GET /locales/th/common.json': { status: 503, body: {} } });
    const [serverError, serverRetry] = await read('th', 'common');
    expect(serverError).toBeInstanceOf(Error);
    expect(serverRetry).toBe(true);

    const [missing, missingRetry] = await read('th', 'nothing');
    expect(missing).toBeInstanceOf(Error);
    expect(missingRetry).toBe(false);

    api = mockApi({ 'GET /locales/th/common.json': () => HttpResponse.error() });
    const [networkError, networkRetry] = await read('th', 'common');
    expect(networkError).toBeInstanceOf(TypeError);
    expect(networkRetry).toBe(true);
  });
});
