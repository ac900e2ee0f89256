import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { FILE_STORAGE, FileStorage } from '../../src/infrastructure/storage/file-storage.port';
import { bookingClient, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { patternedBytes } from './file-storage.contract';

/** A file of several storage chunks, starting as the type its name says. */
function bigFile(magic: Buffer, length: number): Buffer {
  const bytes = patternedBytes(length);
  magic.copy(bytes, 0);
  return bytes;
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const parts: Buffer[] = [];
  res.on('data', (part: Buffer) => parts.push(part));
  res.on('end', () => done(null, Buffer.concat(parts)));
};

describe('slips and villa images are served as streams from storage', () => {
  let t: TestApp;
  let storage: FileStorage;
  beforeAll(async () => {
    t = await startTestApp();
    storage = t.app.get<FileStorage>(FILE_STORAGE);
  });
  afterAll(() => t?.close());

  it('answers a villa image of several chunks whole, with its length, ETag and immutable caching, and 304 when unchanged', async () => {
    const image = bigFile(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 3 * 256 * 1024 + 99);
    const file = `${randomUUID().replace(/-/g, '')}.webp`;
    await storage.put(`villa/${file}`, image);
    const res = await request(t.http).get(`/api/villa/images/${file}`).buffer(true).parse(binary).expect(200);
    expect((res.body as Buffer).equals(image)).toBe(true);
    expect(res.headers['content-length']).toBe(String(image.length));
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    const again = await request(t.http).get(`/api/villa/images/${file}`).set('If-None-Match', res.headers.etag);
    expect(again.status).toBe(304);
    await request(t.http).get('/api/villa/images/0123456789abcdef0123456789abcdef.webp').expect(404);
  });

  it('answers a guest her slip of several chunks whole, privately, and nobody else', async () => {
    const client = bookingClient(t);
    const booking = await client.create(inDays(30), inDays(32));
    const slip = bigFile(Buffer.from('89504e470d0a1a0a', 'hex'), 2 * 256 * 1024 + 5);
    const file = `${randomUUID()}.png`;
    await storage.put(`slips/${booking.id}/${file}`, slip);
    const res = await request(t.http).get(`/api/booking/${booking.id}/slip/${file}`).set('X-Booking-Token', booking.token).buffer(true).parse(binary).expect(200);
    expect((res.body as Buffer).equals(slip)).toBe(true);
    expect(res.headers['content-length']).toBe(String(slip.length));
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    await request(t.http).get(`/api/booking/${booking.id}/slip/${file}`).expect(401);
    await request(t.http).get(`/api/booking/${booking.id}/slip/${randomUUID()}.png`).set('X-Booking-Token', booking.token).expect(404);
  });
});
