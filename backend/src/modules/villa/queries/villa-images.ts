import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { FILE_STORAGE, FileStorage, FileStream, isValidStorageKey } from '../../../infrastructure/storage/file-storage.port';
import { IMAGE_TYPES, MAX_UPLOAD_BYTES, contentTypeOfKey, detectFileType } from '../../../infrastructure/storage/file-type';
import { DomainError } from '../../../shared/domain-error';

const PUBLIC_PREFIX = '/api/villa/images/';

/**
 * The villa's public pictures (background, slides, rooms, PromptPay QR): checked by content (JPG, PNG,
 * WebP, at most 5 MB), stored under `villa/`, served by GET /api/villa/images/:file.
 */
@Injectable()
export class VillaImages {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** Stores an uploaded image and answers the URL to put on the villa. `name` is only for messages. */
  async store(data: Buffer, name = 'image'): Promise<{ url: string; contentType: string; size: number }> {
    if (data.length > MAX_UPLOAD_BYTES) throw new DomainError('validation', `File ${name} exceeds 5MB limit`, { code: 'image.tooLarge', params: { name } });
    const type = detectFileType(data, IMAGE_TYPES);
    if (!type) throw new DomainError('validation', `File ${name} is not a JPG, PNG or WebP image`, { code: 'image.wrongType', params: { name } });
    const file = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${type.extension}`;
    await this.storage.put(`villa/${file}`, data);
    return { url: `${PUBLIC_PREFIX}${file}`, contentType: type.contentType, size: data.length };
  }

  /** Writes an image the project draws itself (the demo scenes) under a fixed name, once. */
  async ensure(file: string, render: () => string): Promise<string> {
    const key = `villa/${file}`;
    if (!(await this.storage.exists(key))) await this.storage.put(key, Buffer.from(render()));
    return `${PUBLIC_PREFIX}${file}`;
  }

  /**
   * The width and height of a villa image by its URL (a link preview's `og:image:width/height`),
   * read from its header by sharp; null when it is not one of ours or cannot be read.
   */
  async size(url: string): Promise<{ width: number; height: number } | null> {
    if (!url.startsWith(PUBLIC_PREFIX)) return null;
    const key = `villa/${url.slice(PUBLIC_PREFIX.length)}`;
    const data = isValidStorageKey(key) ? await this.storage.get(key) : null;
    if (!data) return null;
    const { width, height } = await sharp(data).metadata().catch(() => ({ width: undefined, height: undefined }));
    return width && height ? { width, height } : null;
  }

  /** The image's bytes as a stream (served by piping it), or null. */
  async read(file: string): Promise<{ file: FileStream; contentType: string } | null> {
    const key = `villa/${file}`;
    if (!isValidStorageKey(key)) return null;
    const stream = await this.storage.stream(key);
    return stream && { file: stream, contentType: contentTypeOfKey(file) };
  }
}
