import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchCalendar, isPrivateAddress } from './ical-fetch';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.0.0.8', true],
    ['172.20.1.1', true],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fd12::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s → %s', (address, expected) => expect(isPrivateAddress(address)).toBe(expected));
});

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
