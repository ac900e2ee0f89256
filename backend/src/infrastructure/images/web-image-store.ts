import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage.port';
import { ImageVariant, PHOTO_PROFILE, toWebVariants, WebImageProfile } from './image-processor';

/** Where a kind of image lives: storage folder and the public route that serves that folder. */
export interface ImageTarget {
  folder: string;
  publicPrefix: string;
}

export interface StoredWebImage {
  /** URL of the largest variant: what the villa keeps. */
  url: string;
  /** Every variant, largest first; the smaller ones are named `<id>-<width>.webp` beside it, each with its `.avif`. */
  variants: { width: number; height: number; url: string }[];
}

export interface Upload {
  buffer: Buffer;
  originalname: string;
}

/**
 * Turns uploads into web-sized WebP variants (checked by content, metadata stripped) and stores them
 * through the storage port under their content's hash, so a URL never changes meaning and can be cached forever.
 */
@Injectable()
export class WebImageStore {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** Every upload is checked and rendered before any is stored, so one bad file stores nothing. */
  async storeAll(files: Upload[], target: ImageTarget, profile: WebImageProfile = PHOTO_PROFILE): Promise<StoredWebImage[]> {
    const rendered = await Promise.all(files.map((file) => toWebVariants(file.buffer, file.originalname, profile)));
    return Promise.all(rendered.map((variants) => this.save(variants, target)));
  }

  async store(file: Upload, target: ImageTarget, profile: WebImageProfile = PHOTO_PROFILE): Promise<StoredWebImage> {
    const [stored] = await this.storeAll([file], target, profile);
    return stored;
  }

  private async save(variants: ImageVariant[], target: ImageTarget): Promise<StoredWebImage> {
    // Named by content: the URL changes whenever the picture does, so it can be cached forever.
    const id = createHash('sha256').update(variants[0].bytes).digest('hex').slice(0, 32);
    const stored = await Promise.all(
      variants.map(async (variant, index) => {
        const name = index === 0 ? id : `${id}-${variant.label}`;
        const file = `${name}.webp`;
        await this.storage.put(`${target.folder}/${file}`, variant.bytes);
        if (variant.avif) await this.storage.put(`${target.folder}/${name}.avif`, variant.avif);
        return { width: variant.width, height: variant.height, url: `${target.publicPrefix}${file}` };
      }),
    );
    return { url: stored[0].url, variants: stored };
  }
}
