import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchCalendar } from './ical-fetch';

describe('fetchCalendar', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/redirect') return void res.writeHead(302, { location: '/cal.ics' }).end();
      if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/big') return void res.writeHead(200).end('x'.repeat(5000));
      if (req.url === '/slow') return; // never answers
      if (req.url === '/cal.ics') return void res.writeHead(200).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const code = (promise: Promise<unknown>) => promise.then(() => 'ok', (error) => error.code);

  it('follows redirects, and gives up on a loop', async () => {
    expect(await fetchCalendar(`${base}/redirect`, { allowPrivate: true })).toContain('BEGIN:VCALENDAR');
    expect(await code(fetchCalendar(`${base}/loop`, { allowPrivate: true }))).toBe('calendar.fetchFailed');
  });

  it('stops at the size cap and at the deadline', async () => {
    expect(await code(fetchCalendar(`${base}/big`, { allowPrivate: true, maxBytes: 1000 }))).toBe('calendar.fetchTooLarge');
    expect(await code(fetchCalendar(`${base}/slow`, { allowPrivate: true, timeoutMs: 100 }))).toBe('calendar.fetchTimeout');
    expect(await code(fetchCalendar(`${base}/error`, { allowPrivate: true }))).toBe('calendar.fetchStatus');
  });

  it('refuses a loopback address unless allowed', async () => {
    expect(await code(fetchCalendar(`${base}/cal.ics`, { allowPrivate: false }))).toBe('calendar.fetchPrivate');
  });
});
