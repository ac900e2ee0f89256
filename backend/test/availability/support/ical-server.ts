import { readFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const fixture = (name: string): string => readFileSync(join(__dirname, '..', 'fixtures', name), 'utf8');

/** Replaces the VEVENT whose UID contains `uid` (its whole block) with nothing. */
export const withoutEvent = (ics: string, uid: string): string =>
  ics.replace(new RegExp(`BEGIN:VEVENT(?:(?!END:VEVENT)[\\s\\S])*UID:[^\\r\\n]*${uid}(?:(?!END:VEVENT)[\\s\\S])*END:VEVENT\\r?\\n`), '');

/** Adds an all-day VEVENT before END:VCALENDAR. */
export const withEvent = (ics: string, uid: string, from: string, to: string): string =>
  ics.replace('END:VCALENDAR', `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${from.replace(/-/g, '')}\r\nDTEND;VALUE=DATE:${to.replace(/-/g, '')}\r\nUID:${uid}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR`);

/** A local HTTP server answering each path with what `feeds` holds for it now (404 otherwise). */
export async function startIcalServer(feeds: Map<string, string>): Promise<{ url: (path: string) => string; close: () => Promise<void>; server: Server }> {
  const server = createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
