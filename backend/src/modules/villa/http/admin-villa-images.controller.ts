import { ApiUpload } from '../../../infrastructure/http/openapi-upload';
import { Controller, Delete, Param, Patch, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminVillaDto } from '@baan-talay/contracts';
import { QR_PROFILE } from '../../../infrastructure/images/image-processor';
import { WebImageStore } from '../../../infrastructure/images/web-image-store';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import {
  AddSlidesCommand, ClearBackgroundImageCommand, ClearPromptPayQrImageCommand, RemoveSlideCommand,
  SetBackgroundImageCommand, SetPromptPayQrImageCommand,
} from '../commands';
import { VillaQueries } from '../queries/villa.queries';
import { ImageUpload, requireFiles, UploadedImage, VILLA_IMAGES } from './admin-villa-uploads';

export const SLIDES_PER_UPLOAD = 5;

/**
 * The villa's pictures (multipart). Each upload is checked by content (JPG, PNG, WebP, ≤ 5 MB),
 * rendered to WebP without metadata (photos 1920 + 640 wide, the QR lossless) and recorded by a
 * villa command naming the admin.
 */
@Controller('admin/villa')
@UseGuards(AdminGuard)
export class AdminVillaImagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly images: WebImageStore,
    private readonly villa: VillaQueries,
  ) {}

  @Post('promptpay-qr')
  @UseInterceptors(ImageUpload('qrImage', 1))
  @ApiUpload('qrImage', 1)
  async setQr(@UploadedFiles() files: UploadedImage[], @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    const [file] = requireFiles(files, 'qrImage');
    const { url } = await this.images.store(file, VILLA_IMAGES, QR_PROFILE);
    return this.run(new SetPromptPayQrImageCommand(url, admin));
  }

  @Delete('promptpay-qr')
  clearQr(@CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    return this.run(new ClearPromptPayQrImageCommand(admin));
  }

  @Patch('background')
  @UseInterceptors(ImageUpload('backgroundImage', 1))
  @ApiUpload('backgroundImage', 1)
  async setBackground(@UploadedFiles() files: UploadedImage[], @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    const [file] = requireFiles(files, 'backgroundImage');
    const { url } = await this.images.store(file, VILLA_IMAGES);
    return this.run(new SetBackgroundImageCommand(url, admin));
  }

  @Delete('background')
  clearBackground(@CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    return this.run(new ClearBackgroundImageCommand(admin));
  }

  /** Up to 5 files a call (the dashboard sends batches of 5); 50 slides in all. */
  @Post('slides')
  @UseInterceptors(ImageUpload('slideImages', SLIDES_PER_UPLOAD))
  @ApiUpload('slideImages', SLIDES_PER_UPLOAD)
  async addSlides(@UploadedFiles() files: UploadedImage[], @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    const stored = await this.images.storeAll(requireFiles(files, 'slideImages'), VILLA_IMAGES);
    return this.run(new AddSlidesCommand(stored.map((image) => image.url), admin));
  }

  @Delete('slides/:id')
  removeSlide(@Param('id') id: string, @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    return this.run(new RemoveSlideCommand(id, admin));
  }

  private async run(command: object): Promise<AdminVillaDto> {
    await this.commands.execute(command);
    return this.villa.adminView();
  }
}
