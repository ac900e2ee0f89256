import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectFileType, SLIP_TYPES } from './file-type';
import { isValidStorageKey } from './file-storage.port';
import { LocalDiskStorage } from './local-disk.storage';
import { describeFileStorageContract } from '../../../test/storage/file-storage.contract';

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'storage-spec-'));
  const storage = new LocalDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  describeFileStorageContract('LocalDiskStorage', () => storage);

  it('stores, reads, checks and deletes files by key', async () => {
    await storage.put('slips/b1/f.pdf', Buffer.from('%PDF-1.4'));
    expect((await storage.get('slips/b1/f.pdf'))?.toString()).toBe('%PDF-1.4');
    expect(await storage.exists('slips/b1/f.pdf')).toBe(true);
    await storage.delete('slips/b1/f.pdf');
    expect(await storage.get('slips/b1/f.pdf')).toBeNull();
    expect(await storage.exists('slips/b1/f.pdf')).toBe(false);
  });

  it.each(['../etc/passwd', 'slips/../../x', 'slips/.hidden', '/abs/path', 'slips', 'Slips/a'])('refuses the key %s', async (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });
});

describe('detectFileType', () => {
  it('knows JPG, PNG and PDF by their first bytes, whatever the name', () => {
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]), SLIP_TYPES)?.extension).toBe('jpg');
    expect(detectFileType(Buffer.from('89504e470d0a1a0a00', 'hex'), SLIP_TYPES)?.extension).toBe('png');
    expect(detectFileType(Buffer.from('%PDF-1.7\n'), SLIP_TYPES)?.contentType).toBe('application/pdf');
  });

  it('refuses other content and types outside the allowed list', () => {
    expect(detectFileType(Buffer.from('<svg></svg>'), SLIP_TYPES)).toBeNull();
    expect(detectFileType(Buffer.from('RIFF0000WEBPVP8 '), SLIP_TYPES)).toBeNull();
    expect(detectFileType(Buffer.from('RIFF0000WEBPVP8 '), ['image/webp'])?.extension).toBe('webp');
  });
});

describe('LocalDiskStorage.list', () => {
  const root = mkdtempSync(join(tmpdir(), 'storage-list-'));
  const storage = new LocalDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the files of a folder, none for a folder never written', async () => {
    await storage.put('slips/b2/a.pdf', Buffer.from('a'));
    await storage.put('slips/b2/b.png', Buffer.from('b'));
    expect((await storage.list('slips/b2')).sort()).toEqual(['a.pdf', 'b.png']);
    expect(await storage.list('slips/none')).toEqual([]);
  });
});
