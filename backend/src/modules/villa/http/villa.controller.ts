import { Controller, Get, Param, Res } from '@nestjs/common';
import type { RoomDto, VillaDto } from '@baan-talay/contracts';
import type { Response } from 'express';
import { DomainError } from '../../../shared/domain-error';
import { VillaImages } from '../queries/villa-images';
import { VillaQueries } from '../queries/villa.queries';

/** Public villa reads (DESIGN.md §4): the guest view, its rooms and its pictures. */
@Controller('villa')
export class VillaController {
  constructor(
    private readonly villa: VillaQueries,
    private readonly images: VillaImages,
  ) {}

  @Get()
  get(): Promise<VillaDto> {
    return this.villa.publicView();
  }

  @Get('rooms')
  async rooms(): Promise<{ rooms: RoomDto[] }> {
    return { rooms: (await this.villa.publicView()).rooms };
  }

  @Get('images/:file')
  async image(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const image = await this.images.read(file);
    if (!image) throw new DomainError('not_found', 'Image not found', { code: 'villa.imageNotFound' });
    // Names are unique per upload (demo scenes never change), so browsers may keep them.
    res.set({
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.send(image.data);
  }
}
