import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';

// The cached answers, `/` rendered on the server and GET /api/villa, are compressed once per villa
// version and sent by Accept-Encoding, each form with its own length and ETag (issue 37).
const INDEX = '<!doctype html><html lang="th"><head><title>Baan Talay</title></head><body><div id="root"></div></body></html>';
// A stand-in for the build's server renderer: the villa's title and the language, made long enough to compress.
const RENDERER = `exports.renderLandingPage = ({ template, villa, language }) =>
  template.replace('<div id="root"></div>', '<div id="root"><h1>' + villa.title[language] + '</h1><p>' + 'ทะเล '.repeat(500) + '</p></div>');`;

function writeSpa(dir: string) {
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('index.html', INDEX);
  write('.ssr/entry-server.cjs', RENDERER);
  for (const language of ['th', 'en']) for (const ns of ['common', 'booking', 'villa', 'validation']) write(`locales/${language}/${ns}.json`, '{}');
}

type Encoding = 'br' | 'gzip' | 'identity';
const decode = (encoding: Encoding, body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

/** The bytes as sent (supertest would inflate them), with the Accept-Encoding given. */
function fetchRaw(t: TestApp, path: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  const { port } = t.http.address() as AddressInfo;
  return new Promise<{ res: IncomingMessage; raw: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ res, raw: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('cached answers compressed once', () => {
  let t: TestApp;
  let spaDir: string;
  let owner: SignedInAdmin;
  beforeAll(async () => {
    spaDir = mkdtempSync(join(tmpdir(), 'baantalay-spa-'));
    writeSpa(spaDir);
    t = await startTestApp({ SPA_DIR: spaDir });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    owner = await registerFirstAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it.each(['/', '/api/villa'])('sends %s as brotli, gzip or plain, the same body with its own length and ETag', async (path) => {
    const forms: Array<[string, Encoding]> = [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', 'identity'], ['deflate', 'identity']];
    const bodies = new Set<string>();
    const etags = new Set<string>();
    for (const [accept, encoding] of forms) {
      const { res, raw } = await fetchRaw(t, path, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(Number(res.headers['content-length'])).toBe(raw.length);
      expect(res.headers['etag']).toMatch(encoding === 'identity' ? /^"[\w-]+"$/ : new RegExp(`-${encoding}"$`));
      bodies.add(decode(encoding, raw));
      etags.add(res.headers['etag'] as string);
      await request(t.http).get(path).set({ 'Accept-Encoding': accept, 'If-None-Match': res.headers['etag'] as string }).expect(304);
    }
    expect(bodies.size).toBe(1);
    // deflate gets the plain form, so three ETags for four requests.
    expect(etags.size).toBe(3);
  });

  it('serves a compressed form only to the encoding it was made for', async () => {
    const { res } = await fetchRaw(t, '/api/villa', 'br');
    await request(t.http).get('/api/villa').set({ 'Accept-Encoding': 'gzip', 'If-None-Match': res.headers['etag'] as string }).expect(200);
  });

  it('makes new forms when the villa changes, in each language', async () => {
    const before = await fetchRaw(t, '/', 'br', { 'Accept-Language': 'en' });
    const beforeVilla = await fetchRaw(t, '/api/villa', 'gzip');
    await request(t.http).patch('/api/admin/villa').set(owner.auth).send({ title: { en: 'Sea House', th: 'บ้านริมทะเล' } }).expect(200);
    for (const [language, title] of [['en', 'Sea House'], ['th', 'บ้านริมทะเล']]) {
      const after = await fetchRaw(t, '/', 'br', { 'Accept-Language': language });
      expect(decode('br', after.raw)).toContain(`<h1>${title}</h1>`);
      if (language === 'en') expect(after.res.headers['etag']).not.toBe(before.res.headers['etag']);
    }
    const villa = await fetchRaw(t, '/api/villa', 'gzip');
    expect(JSON.parse(decode('gzip', villa.raw)).title.en).toBe('Sea House');
    expect(villa.res.headers['etag']).not.toBe(beforeVilla.res.headers['etag']);
  });
});
