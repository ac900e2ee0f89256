import {
  BadRequestException, CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, PayloadTooLargeException, Type,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { catchError, Observable, throwError } from 'rxjs';
import { InvalidImageError, MAX_IMAGE_BYTES } from '../../../infrastructure/images/image-processor';
import type { ImageTarget } from '../../../infrastructure/images/web-image-store';

/** Villa pictures are served by GET /api/villa/images/:file from the storage folder `villa/`. */
export const VILLA_IMAGES: ImageTarget = { folder: 'villa', publicPrefix: '/api/villa/images/' };

/** What multer (memory storage) hands over for each file. */
export interface UploadedImage {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/**
 * Reads up to `maxFiles` images of `field` into memory (multer stops a file past 5 MB before it is
 * all read) and turns multer's and the image checks' errors into messages an admin can act on.
 */
export function ImageUpload(field: string, maxFiles: number): Type<NestInterceptor> {
  const Files = FilesInterceptor(field, maxFiles, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 10, fieldSize: 64 * 1024, parts: maxFiles + 10 },
  });

  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    private readonly files = new Files();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return (await this.files.intercept(context, next)).pipe(catchError((error) => throwError(() => friendly(error))));
      } catch (error) {
        throw friendly(error);
      }
    }
  }

  function friendly(error: unknown): unknown {
    if (error instanceof PayloadTooLargeException) return new PayloadTooLargeException('A file exceeds the 5MB limit');
    if (error instanceof InvalidImageError) return new BadRequestException(error.message);
    const message = (error as Error)?.message ?? '';
    if (error instanceof BadRequestException && message.startsWith('Too many files')) {
      return new BadRequestException(`At most ${maxFiles} image${maxFiles === 1 ? '' : 's'} per upload (${field})`);
    }
    if (error instanceof BadRequestException && message.startsWith('Unexpected file field')) {
      return new BadRequestException(`Send the images in the field ${field}`);
    }
    return error;
  }

  return mixin(ImageUploadInterceptor);
}

/** At least one file in the request, or 400 naming the field. */
export function requireFiles(files: UploadedImage[] | undefined, field: string): UploadedImage[] {
  if (!files?.length) throw new BadRequestException(`Choose an image to upload (${field})`);
  return files;
}
