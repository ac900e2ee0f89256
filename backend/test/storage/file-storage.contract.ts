import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../src/infrastructure/storage/file-storage.port';

/** Bytes that differ from one offset to the next, so a chunk out of order or missing shows. */
export function patternedBytes(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + (i >> 8)) % 251;
  return bytes;
}

async function bytesOf(body: Readable): Promise<{ data: Buffer; pieces: number }> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array));
  return { data: Buffer.concat(parts), pieces: parts.length };
}

/**
 * What every FileStorage adapter does (Postgres, S3, local disk): one suite, run by each adapter's
 * spec against the real backend it names. `storage()` is called inside the tests, after the spec's
 * beforeAll has set the adapter up.
 */
export function describeFileStorageContract(name: string, storage: () => FileStorage): void {
  describe(`${name}: the FileStorage contract`, () => {
    it('stores, reads, lists and deletes files by key', async () => {
      const s = storage();
      await s.put('slips/c1/a.pdf', Buffer.from('%PDF-1.4 a'));
      await s.put('slips/c1/b.png', Buffer.from('png b'));
      await s.put('slips/c1/deeper/x.png', Buffer.from('x'));
      expect((await s.get('slips/c1/a.pdf'))?.toString()).toBe('%PDF-1.4 a');
      expect(await s.exists('slips/c1/b.png')).toBe(true);
      expect((await s.list('slips/c1')).sort()).toEqual(['a.pdf', 'b.png']);
      expect(await s.list('slips/none')).toEqual([]);
      const keys: string[] = [];
      for await (const key of s.keys()) keys.push(key);
      expect(keys).toEqual(expect.arrayContaining(['slips/c1/a.pdf', 'slips/c1/b.png', 'slips/c1/deeper/x.png']));
      await s.delete('slips/c1/a.pdf');
      expect(await s.get('slips/c1/a.pdf')).toBeNull();
      expect(await s.exists('slips/c1/a.pdf')).toBe(false);
      expect(await s.stream('slips/c1/a.pdf')).toBeNull();
      await s.delete('slips/c1/never-stored.pdf');
    });

    it('replaces a file put again under the same key', async () => {
      const s = storage();
      await s.put('villa/c2.webp', Buffer.from('first'));
      const first = await s.stream('villa/c2.webp');
      first?.body.destroy();
      await s.put('villa/c2.webp', Buffer.from('second, longer'));
      const second = await s.stream('villa/c2.webp');
      expect(second && (await text(second.body))).toBe('second, longer');
      expect(second?.size).toBe(14);
      expect(second?.etag).not.toBe(first?.etag);
    });

    it('streams a file of several 256 KiB chunks back byte for byte, with its size and tag', async () => {
      const s = storage();
      const big = patternedBytes(3 * 256 * 1024 + 4321);
      await s.put('villa/images/c3.webp', big);
      const file = await s.stream('villa/images/c3.webp');
      expect(file).not.toBeNull();
      expect(file!.size).toBe(big.length);
      expect(file!.etag).toMatch(/^[^"\s]+$/);
      const { data, pieces } = await bytesOf(file!.body);
      expect(data.equals(big)).toBe(true);
      // It came as it was read, not as one buffer handed over whole.
      expect(pieces).toBeGreaterThan(1);
      expect((await s.get('villa/images/c3.webp'))?.equals(big)).toBe(true);
    });

    it('refuses keys that climb out or hide', async () => {
      const s = storage();
      await expect(s.put('slips/../x', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(s.get('slips/.hidden')).rejects.toThrow('Invalid storage key');
      await expect(s.stream('../etc/passwd')).rejects.toThrow('Invalid storage key');
    });
  });
}
