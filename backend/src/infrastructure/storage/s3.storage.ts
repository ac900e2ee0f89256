import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { FileStorage, FileStream, isValidStorageKey } from './file-storage.port';
import { contentTypeOfKey } from './file-type';

export interface S3StorageOptions {
  bucket: string;
  /** S3_ENDPOINT: any S3-compatible service (MinIO, R2, …); unset: AWS. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** S3_FORCE_PATH_STYLE: most self-hosted services need bucket-in-path URLs. */
  forcePathStyle: boolean;
  /** S3_PREFIX: keys live under it, so one bucket can serve several sites. */
  prefix: string;
}

/** What the adapter asks of the SDK client (a fake one in unit tests). */
export interface S3Sender {
  send(command: unknown): Promise<unknown>;
}

/** Files in an S3-compatible bucket (STORAGE=s3), for deployments whose files outgrow the database. */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly options: S3StorageOptions,
    private readonly client: S3Sender = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    }),
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: data, ContentType: contentTypeOfKey(key) }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const output = (await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }))) as {
        Body?: { transformToByteArray(): Promise<Uint8Array> };
      };
      return output.Body ? Buffer.from(await output.Body.transformToByteArray()) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** GetObject's body is the HTTP response itself: bytes flow as the consumer reads them. */
  async stream(key: string): Promise<FileStream | null> {
    try {
      const output = (await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }))) as {
        Body?: unknown;
        ContentLength?: number;
        ETag?: string;
      };
      if (!(output.Body instanceof Readable) || output.ContentLength === undefined) throw new Error(`S3 answered ${key} without a Node stream and its length`);
      return { body: output.Body, size: output.ContentLength, etag: (output.ETag ?? '').replace(/"/g, '') };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  async list(folder: string): Promise<string[]> {
    const prefix = `${this.objectKey(`${folder}/x`).slice(0, -1)}`;
    const names: string[] = [];
    for await (const key of this.listPrefix(prefix, '/')) names.push(key.slice(prefix.length));
    return names;
  }

  async *keys(): AsyncIterable<string> {
    for await (const key of this.listPrefix(this.options.prefix, undefined)) {
      const relative = key.slice(this.options.prefix.length);
      if (isValidStorageKey(relative)) yield relative;
    }
  }

  private async *listPrefix(prefix: string, delimiter: string | undefined): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = (await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken: token }),
      )) as { Contents?: { Key?: string }[]; NextContinuationToken?: string; IsTruncated?: boolean };
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private objectKey(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return `${this.options.prefix}${key}`;
  }
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}
