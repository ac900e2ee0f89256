import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';

// How the built SPA and the API travel (issue 18): precompressed files by Accept-Encoding, hashed
// assets cached for good, pages and translations revalidated, the villa answer with an ETag.
const SCRIPT = `export const greeting = ${JSON.stringify('สวัสดี '.repeat(400))};\n`;
const INDEX = '<!doctype html><html lang="th"><head><title>Baan Talay</title></head><body><div id="root"></div></body></html>';

/** A built SPA in miniature, with the .br and .gz files the Vite build writes beside each file. */
function writeSpa(dir: string) {
  const file = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  file('index.html', INDEX);
  file('assets/landing-Ab12Cd34.js', SCRIPT);
  file('locales/th/common.json', JSON.stringify({ brand: 'บ้านทะเล' }));
}

describe('serving the SPA and the API', () => {
  let t: TestApp;
  let spaDir: string;
  beforeAll(async () => {
    spaDir = mkdtempSync(join(tmpdir(), 'baantalay-spa-'));
    writeSpa(spaDir);
    t = await startTestApp({ SPA_DIR: spaDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('sends a hashed script as brotli when asked, immutable for a year', async () => {
    const res = await request(t.http).get('/assets/landing-Ab12Cd34.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gzip = await request(t.http).get('/assets/landing-Ab12Cd34.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.text).toBe(SCRIPT);
    const plain = await request(t.http).get('/assets/landing-Ab12Cd34.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('never keeps index.html without asking: no-cache with an ETag, 304 when unchanged', async () => {
    for (const path of ['/', '/booking/some-id/payment']) {
      const res = await request(t.http).get(path).set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['etag']).toBeTruthy();
      expect(res.text).toContain('<div id="root">');
      await request(t.http).get(path).set('Accept-Encoding', 'br').set('If-None-Match', res.headers['etag']).expect(304);
    }
  });

  it('revalidates translations, and answers a missing chunk with 404 rather than the page', async () => {
    const locale = await request(t.http).get('/locales/th/common.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(locale.headers['cache-control']).toBe('no-cache');
    expect(locale.headers['etag']).toBeTruthy();
    expect(locale.body).toEqual({ brand: 'บ้านทะเล' });
    await request(t.http).get('/assets/gone-Zz99.js').expect(404);
  });

  it('compresses the villa answer, with an ETag and a short max-age', async () => {
    const res = await request(t.http).get('/api/villa').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['etag']).toBeTruthy();
    expect(res.body.weekdayPrice).toBeGreaterThan(0);
    await request(t.http).get('/api/villa').set('If-None-Match', res.headers['etag']).expect(304);
  });

  it('leaves small API answers uncompressed and keeps unknown API paths out of the SPA', async () => {
    const health = await request(t.http).get('/api/health').set('Accept-Encoding', 'gzip').expect(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await request(t.http).get('/api/no-such-route').expect(404);
    expect(missing.body.statusCode).toBe(404);
  });
});
