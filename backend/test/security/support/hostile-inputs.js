// Inputs issue 35 attacked with, shared by bounded-work.security.ts and `npm run bench -- bounded-work`
// (CommonJS, so both jest and the bench's ESM load it).
const { crc32, deflateSync } = require('node:zlib');

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A valid all-white 1-bit greyscale PNG of side² pixels: ~50 KB holding 256 Mpx at 16,000. */
function hugePng(side) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // filter: none
  const rows = Buffer.alloc(row.length * side);
  for (let y = 0; y < side; y++) row.copy(rows, y * row.length);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const day = (start, offset) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * An iCal feed of `events` one-night stays from `start`, the night after the other (`cycle`: the
 * nights repeat after that many, so stays overlap), padded with DESCRIPTIONs to at most `bytes`.
 */
function oneNightFeed(events, { start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)), cycle = events, bytes = 0 } = {}) {
  const build = (pad) => {
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

/** GET /api/health every `everyMs` until stopped: each probe's status (0: no answer within `timeoutMs`) and time; p95 and max. */
function probeHealth(baseUrl, everyMs = 100, timeoutMs = 10_000) {
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const status = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) })
        .then(async (res) => (await res.arrayBuffer(), res.status))
        .catch(() => 0);
      samples.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
      const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
      return { statuses: samples.map((s) => s.status), p95: Math.round(p95), max: Math.round(sorted[sorted.length - 1] ?? NaN) };
    },
  };
}

module.exports = { hugePng, oneNightFeed, probeHealth };
