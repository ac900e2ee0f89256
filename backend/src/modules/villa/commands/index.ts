import { AddRoomHandler } from './add-room.handler';
import { AddSlidesHandler } from './add-slides.handler';
import { AddSeasonHandler, RemoveSeasonHandler, UpdateSeasonHandler } from './season.handlers';
import { ClearBackgroundImageHandler } from './clear-background-image.handler';
import { ClearPromptPayQrImageHandler } from './clear-promptpay-qr-image.handler';
import { RemoveRoomHandler } from './remove-room.handler';
import { RemoveSlideHandler } from './remove-slide.handler';
import { SetBackgroundImageHandler } from './set-background-image.handler';
import { SetBankAccountsHandler } from './set-bank-accounts.handler';
import { SetPromptPayQrImageHandler } from './set-promptpay-qr-image.handler';
import { UpdateRoomHandler } from './update-room.handler';
import { UpdateVillaHandler } from './update-villa.handler';
import { UpdateBillingSettingsHandler } from './update-billing.handler';

export { AddRoomCommand } from './add-room.handler';
export { AddSlidesCommand } from './add-slides.handler';
export { AddSeasonCommand, RemoveSeasonCommand, UpdateSeasonCommand } from './season.handlers';
export { ClearBackgroundImageCommand } from './clear-background-image.handler';
export { ClearPromptPayQrImageCommand } from './clear-promptpay-qr-image.handler';
export { RemoveRoomCommand } from './remove-room.handler';
export { RemoveSlideCommand } from './remove-slide.handler';
export { SetBackgroundImageCommand } from './set-background-image.handler';
export { SetBankAccountsCommand } from './set-bank-accounts.handler';
export { SetPromptPayQrImageCommand } from './set-promptpay-qr-image.handler';
export { UpdateRoomCommand } from './update-room.handler';
export { UpdateVillaCommand } from './update-villa.handler';
export { UpdateBillingSettingsCommand } from './update-billing.handler';
export type { VillaCommandResult } from './villa-stream';

export const VILLA_COMMAND_HANDLERS = [
  UpdateVillaHandler,
  SetBankAccountsHandler,
  SetPromptPayQrImageHandler,
  ClearPromptPayQrImageHandler,
  SetBackgroundImageHandler,
  ClearBackgroundImageHandler,
  AddSlidesHandler,
  RemoveSlideHandler,
  AddRoomHandler,
  UpdateRoomHandler,
  RemoveRoomHandler,
  AddSeasonHandler,
  UpdateSeasonHandler,
  RemoveSeasonHandler,
  UpdateBillingSettingsHandler,
];
