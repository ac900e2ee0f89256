import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { MAX_IMAGE_BYTES } from '../../../infrastructure/images/image-processor';
import type { ImageTarget } from '../../../infrastructure/images/web-image-store';
import { payloadTooLarge } from '../../../shared/coded-http-error';
import { DomainError } from '../../../shared/domain-error';

/** Villa pictures are served by GET /api/villa/images/:file from the storage folder `villa/`. */
export const VILLA_IMAGES: ImageTarget = { folder: 'villa', publicPrefix: '/api/villa/images/' };

/** What multer (memory storage) hands over for each file. */
export interface UploadedImage {
  buffer: Buffer;
  originalname: string;
  size: number;
}

const MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/**
 * Reads up to `maxFiles` images of `field` into memory (multer stops a file past 5 MB before it is
 * all read) and turns multer's errors, told apart by their `code`, into coded errors an admin can
 * act on. multer runs here rather than through Nest's FilesInterceptor, which drops that code.
 */
export function ImageUpload(field: string, maxFiles: number): Type<NestInterceptor> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 10, fieldSize: 64 * 1024, parts: maxFiles + 10 },
  }).array(field, maxFiles);

  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(coded(error)) : resolve())),
      );
      return next.handle();
    }
  }

  function coded(error: unknown): unknown {
    if (!(error instanceof MulterError)) return error;
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return payloadTooLarge('image.tooLarge', `A file exceeds the ${MAX_MB}MB limit`, { maxMb: MAX_MB });
      case 'LIMIT_FILE_COUNT':
        return new DomainError('validation', `At most ${maxFiles} image${maxFiles === 1 ? '' : 's'} per upload (${field})`, {
          code: 'upload.tooManyFiles',
          params: { max: maxFiles, field },
        });
      case 'LIMIT_UNEXPECTED_FILE':
        return new DomainError('validation', `Send the images in the field ${field}`, { code: 'upload.wrongField', params: { field } });
      default:
        return new DomainError('validation', `The upload is not a valid form (${error.message})`, { code: 'upload.malformed', params: { field } });
    }
  }

  return mixin(ImageUploadInterceptor);
}

/** At least one file in the request, or 400 naming the field. */
export function requireFiles(files: UploadedImage[] | undefined, field: string): UploadedImage[] {
  if (!files?.length) throw new DomainError('validation', `Choose an image to upload (${field})`, { code: 'upload.noFile', params: { field } });
  return files;
}

