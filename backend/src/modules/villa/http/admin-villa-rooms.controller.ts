import { ApiUpload } from '../../../infrastructure/http/openapi-upload';
import { Body, Controller, Delete, Param, Patch, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AdminVillaDto, LocalizedText, RoomDto } from '@baan-talay/contracts';
import { WebImageStore } from '../../../infrastructure/images/web-image-store';
import type { AdminActor } from '../../admin-auth';
import { AdminGuard, CurrentAdmin } from '../../admin-auth';
import { invalid } from '../domain/villa.rules';
import { AddRoomCommand, RemoveRoomCommand, UpdateRoomCommand } from '../commands';
import { VillaQueries } from '../queries/villa.queries';
import { RoomFormDto } from './admin-villa.dto';
import { ImageUpload, UploadedImage, VILLA_IMAGES } from './admin-villa-uploads';

export const ROOM_IMAGES_PER_UPLOAD = 10;

const text = (value: { th?: string; en?: string }): LocalizedText => ({ th: value.th ?? '', en: value.en ?? '' });

/** Rooms (multipart): `name` and `description` as JSON text by language, pictures in `roomImages`. */
@Controller('admin/villa/rooms')
@UseGuards(AdminGuard)
export class AdminVillaRoomsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly images: WebImageStore,
    private readonly villa: VillaQueries,
  ) {}

  @Post()
  @UseInterceptors(ImageUpload('roomImages', ROOM_IMAGES_PER_UPLOAD))
  @ApiUpload('roomImages', ROOM_IMAGES_PER_UPLOAD, RoomFormDto)
  async add(@Body() body: RoomFormDto, @UploadedFiles() files: UploadedImage[] = [], @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    if (!body.name) throw invalid('villa.fieldRequired', 'name: This field is required', { field: 'name' });
    const stored = await this.images.storeAll(files, VILLA_IMAGES);
    const room = { name: text(body.name), description: text(body.description ?? {}), images: stored.map((i) => i.url) };
    await this.commands.execute(new AddRoomCommand(room, admin));
    return this.villa.adminView();
  }

  /** Any of name, description, `images` (current URLs to keep, in order) and new `roomImages` (added after). */
  @Patch(':id')
  @UseInterceptors(ImageUpload('roomImages', ROOM_IMAGES_PER_UPLOAD))
  @ApiUpload('roomImages', ROOM_IMAGES_PER_UPLOAD, RoomFormDto)
  async update(
    @Param('id') id: string,
    @Body() body: RoomFormDto,
    @UploadedFiles() files: UploadedImage[] = [],
    @CurrentAdmin() admin: AdminActor,
  ): Promise<AdminVillaDto> {
    const changes: Partial<Omit<RoomDto, 'id'>> = {};
    if (body.name) changes.name = text(body.name);
    if (body.description) changes.description = text(body.description);
    if (body.images || files.length) {
      const current = (await this.villa.adminView()).rooms.find((room) => room.id === id);
      const kept = body.images ?? current?.images ?? [];
      const unknown = kept.filter((url) => !current?.images.includes(url));
      if (current && unknown.length) {
        throw invalid('villa.foreignRoomImages', `images may only keep this room's own images: ${unknown.join(', ')}`, { images: unknown });
      }
      const stored = await this.images.storeAll(files, VILLA_IMAGES);
      changes.images = [...kept, ...stored.map((i) => i.url)];
    }
    await this.commands.execute(new UpdateRoomCommand(id, changes, admin));
    return this.villa.adminView();
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminActor): Promise<AdminVillaDto> {
    await this.commands.execute(new RemoveRoomCommand(id, admin));
    return this.villa.adminView();
  }
}
