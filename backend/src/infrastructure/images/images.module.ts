import { Module } from '@nestjs/common';
import { WebImageStore } from './web-image-store';

/** Web image rendering (sharp) over the storage port; FILE_STORAGE comes from the global StorageModule. */
@Module({ providers: [WebImageStore], exports: [WebImageStore] })
export class ImagesModule {}
