import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import type { RoomDto, VillaDto } from '@baan-talay/contracts';
import type { Request, Response } from 'express';
import { ApiFileResponse } from '../../../infrastructure/http/openapi-upload';
import { Answered, sendPrecompressed } from '../../../infrastructure/http/precompressed';
import { sendFileStream } from '../../../infrastructure/storage/send-file-stream';
import { DomainError } from '../../../shared/domain-error';
import { VillaImages } from '../queries/villa-images';
import { PublicVillaBody } from '../queries/public-villa-body';
import { VillaQueries } from '../queries/villa.queries';

/** Public villa reads (DESIGN.md §4): the guest view, its rooms and its pictures. */
@Controller('villa')
export class VillaController {
  constructor(
    private readonly villa: VillaQueries,
    private readonly images: VillaImages,
    private readonly body: PublicVillaBody,
  ) {}

  /**
   * Express answers with an ETag (a repeat visit gets a 304 without a body); a minute of freshness
   * spares the request on a reload, and an owner's edit reaches guests within it. The body is
   * compressed once per villa version, not per request (issue 37).
   */
  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  async get(@Req() req: Request, @Res() res: Response): Promise<Answered<VillaDto>> {
    const body = await this.body.current();
    res.type('application/json');
    sendPrecompressed(req, res, body);
  }

  @Get('rooms')
  async rooms(): Promise<{ rooms: RoomDto[] }> {
    return { rooms: (await this.villa.publicView()).rooms };
  }

  @Get('images/:file')
  @ApiFileResponse('The picture (its name is a hash of its content)', 'image/jpeg', 'image/png', 'image/webp', 'image/svg+xml')
  async image(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const image = await this.images.read(file);
    if (!image) throw new DomainError('not_found', 'Image not found', { code: 'villa.imageNotFound' });
    // Names are the content's hash (demo scenes never change), so browsers may keep them.
    await sendFileStream(req, res, image.file, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  }
}
