import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ImagesModule } from '../../../infrastructure/images/images.module';
import { VillaModule } from '../villa.module';
import { AdminVillaImagesController } from './admin-villa-images.controller';
import { AdminVillaRoomsController } from './admin-villa-rooms.controller';
import { AdminVillaController } from './admin-villa.controller';
import { AdminSeasonsController } from './admin-seasons.controller';
import { AdminBillingController } from './admin-billing.controller';

/** The admin's villa routes (issue 5): settings, bank accounts, pictures and rooms. */
@Module({
  imports: [CqrsModule, VillaModule, ImagesModule],
  controllers: [AdminVillaController, AdminVillaImagesController, AdminVillaRoomsController, AdminSeasonsController, AdminBillingController],
})
export class AdminVillaModule {}
