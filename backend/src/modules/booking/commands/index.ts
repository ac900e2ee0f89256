import { AddBookingNoteHandler } from './add-booking-note.handler';
import { AddBuyerDetailsHandler } from './add-buyer-details.handler';
import { AddCustomerInfoHandler } from './add-customer-info.handler';
import { CancelHoldHandler } from './cancel-hold.handler';
import { ChangeBookingDetailsHandler } from './change-booking-details.handler';
import { ChangeBookingStatusHandler } from './change-booking-status.handler';
import { CreateBookingHandler } from './create-booking.handler';
import { DeleteBookingHandler } from './delete-booking.handler';
import { ErasePersonalDataHandler } from './erase-personal-data.handler';
import { ExpireBookingHandler } from './expire-booking.handler';
import { GiveArrivalDetailsHandler, ViewSecretsHandler } from './guest-portal.handlers';
import { RecordConfirmationEmailSentHandler } from './record-confirmation-email-sent.handler';
import { UpdateBookingHandler } from './update-booking.handler';
import { PaymentHandler } from './payment.handler';

export { AddBookingNoteCommand } from './add-booking-note.handler';
export { AddBuyerDetailsCommand } from './add-buyer-details.handler';
export { AddCustomerInfoCommand, type CustomerInfoInput } from './add-customer-info.handler';
export { CancelHoldCommand } from './cancel-hold.handler';
export { ChangeBookingDetailsCommand, type BookingDetailsInput } from './change-booking-details.handler';
export { ChangeBookingStatusCommand, type StatusChangeInput } from './change-booking-status.handler';
export { CreateBookingCommand, type CreateBookingInput, type CreateBookingResult } from './create-booking.handler';
export { DeleteBookingCommand } from './delete-booking.handler';
export { ErasePersonalDataCommand } from './erase-personal-data.handler';
export { ExpireBookingCommand } from './expire-booking.handler';
export { GiveArrivalDetailsCommand, ViewSecretsCommand } from './guest-portal.handlers';
export { PersonalDataScrubbers, type ErasedBooking } from './personal-data-scrubbers';
export { RecordConfirmationEmailSentCommand } from './record-confirmation-email-sent.handler';
export { UpdateBookingCommand, type BookingPatch } from './update-booking.handler';
export { PaymentCommand, type PaymentAction } from './payment.handler';
export { NIGHTS_TAKEN_MESSAGE, type BookingCommandResult } from './booking-stream';

export const BOOKING_COMMAND_HANDLERS = [
  CreateBookingHandler,
  AddCustomerInfoHandler,
  CancelHoldHandler,
  ExpireBookingHandler,
  ChangeBookingDetailsHandler,
  ChangeBookingStatusHandler,
  UpdateBookingHandler,
  DeleteBookingHandler,
  RecordConfirmationEmailSentHandler,
  ErasePersonalDataHandler,
  AddBookingNoteHandler,
  GiveArrivalDetailsHandler,
  ViewSecretsHandler,
  AddBuyerDetailsHandler,
  PaymentHandler,
];
