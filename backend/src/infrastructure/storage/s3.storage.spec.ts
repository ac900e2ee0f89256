import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { S3FileStorage, S3Sender } from './s3.storage';

/** An in-memory bucket answering the commands the adapter sends. */
class FakeBucket implements S3Sender {
  readonly objects = new Map<string, Buffer>();

  async send(command: unknown): Promise<unknown> {
    const input = (command as { input: Record<string, unknown> }).input;
    if (command instanceof PutObjectCommand) return void this.objects.set(input.Key as string, input.Body as Buffer);
    if (command instanceof GetObjectCommand) {
      const data = this.objects.get(input.Key as string);
      if (!data) throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
      return { Body: { transformToByteArray: async () => new Uint8Array(data) } };
    }
    if (command instanceof DeleteObjectCommand) return void this.objects.delete(input.Key as string);
    if (command instanceof ListObjectsV2Command) {
      const prefix = input.Prefix as string;
      const keys = [...this.objects.keys()].filter((key) => key.startsWith(prefix) && !(input.Delimiter && key.slice(prefix.length).includes('/')));
      return { Contents: keys.map((Key) => ({ Key })), IsTruncated: false };
    }
    if ((command as object).constructor.name === 'HeadObjectCommand') {
      if (!this.objects.has(input.Key as string)) throw Object.assign(new Error('missing'), { name: 'NotFound' });
      return {};
    }
    throw new Error(`unexpected ${(command as object).constructor.name}`);
  }
}

describe('S3FileStorage', () => {
  const bucket = new FakeBucket();
  const storage = new S3FileStorage({ bucket: 'b', region: 'us-east-1', forcePathStyle: true, prefix: 'site/' }, bucket);

  it('stores under the prefix, reads, lists a folder, enumerates keys and deletes', async () => {
    await storage.put('slips/b1/a.pdf', Buffer.from('%PDF'));
    await storage.put('slips/b1/deeper/x.png', Buffer.from('x'));
    expect([...bucket.objects.keys()]).toContain('site/slips/b1/a.pdf');
    expect((await storage.get('slips/b1/a.pdf'))?.toString()).toBe('%PDF');
    expect(await storage.exists('slips/b1/a.pdf')).toBe(true);
    expect(await storage.list('slips/b1')).toEqual(['a.pdf']);
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys.sort()).toEqual(['slips/b1/a.pdf', 'slips/b1/deeper/x.png']);
    await storage.delete('slips/b1/a.pdf');
    expect(await storage.get('slips/b1/a.pdf')).toBeNull();
    expect(await storage.exists('slips/b1/a.pdf')).toBe(false);
  });

  it('refuses keys that climb out', async () => {
    await expect(storage.put('../x', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });
});
