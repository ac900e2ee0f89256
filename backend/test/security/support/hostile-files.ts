import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid, all-white 1-bit greyscale PNG of `side`² pixels: a few dozen KB holding an image whose
 * decoding costs side² pixels (issue 35: 16,000² in 243 KB).
 */
export function hugePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // filter: none
  const rows = Buffer.alloc(row.length * side);
  for (let y = 0; y < side; y++) row.copy(rows, y * row.length);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const day = (start: Date, offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * An iCal feed of `events` one-night stays from `start`, the night after the other (`cycle`: the
 * nights repeat after that many, so stays overlap), padded with DESCRIPTIONs to at most `bytes`.
 */
export function oneNightFeed(events: number, { start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)), cycle = events, bytes = 0 } = {}): string {
  const build = (pad: number) => {
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//hostile//EN'];
    for (let i = 0; i < events; i++) {
      // No DTEND: an all-day event without one is one night (RFC 5545 §3.6.1).
      lines.push('BEGIN:VEVENT', `UID:${i}@hostile.example`, `DTSTART;VALUE=DATE:${day(start, i % cycle)}`);
      if (pad > 0) lines.push(`DESCRIPTION:${'x'.repeat(pad)}`);
      lines.push('END:VEVENT');
    }
    lines.push('END:VCALENDAR');
    return lines.join('\r\n');
  };
  const bare = build(0);
  const spare = Math.floor((bytes - bare.length) / events) - 'DESCRIPTION:\r\n'.length;
  return spare > 0 ? build(spare) : bare;
}
