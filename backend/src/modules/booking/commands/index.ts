import { AddCustomerInfoHandler } from './add-customer-info.handler';
import { AttachSlipHandler } from './attach-slip.handler';
import { CancelBookingHandler } from './cancel-booking.handler';
import { ChangeBookingDetailsHandler } from './change-booking-details.handler';
import { ChoosePaymentMethodHandler } from './choose-payment-method.handler';
import { ClearSlipHandler } from './clear-slip.handler';
import { ConfirmBookingHandler } from './confirm-booking.handler';
import { CreateBookingHandler } from './create-booking.handler';
import { DeleteBookingHandler } from './delete-booking.handler';
import { ExpireBookingHandler } from './expire-booking.handler';
import { RecordConfirmationEmailSentHandler } from './record-confirmation-email-sent.handler';

export { AddCustomerInfoCommand, type CustomerInfoInput } from './add-customer-info.handler';
export { AttachSlipCommand } from './attach-slip.handler';
export { CancelBookingCommand } from './cancel-booking.handler';
export { ChangeBookingDetailsCommand, type BookingDetailsInput } from './change-booking-details.handler';
export { ChoosePaymentMethodCommand } from './choose-payment-method.handler';
export { ClearSlipCommand } from './clear-slip.handler';
export { ConfirmBookingCommand } from './confirm-booking.handler';
export { CreateBookingCommand, type CreateBookingInput, type CreateBookingResult } from './create-booking.handler';
export { DeleteBookingCommand } from './delete-booking.handler';
export { ExpireBookingCommand } from './expire-booking.handler';
export { RecordConfirmationEmailSentCommand } from './record-confirmation-email-sent.handler';
export { NIGHTS_TAKEN_MESSAGE, type BookingCommandResult } from './booking-stream';

export const BOOKING_COMMAND_HANDLERS = [
  CreateBookingHandler,
  AddCustomerInfoHandler,
  ChoosePaymentMethodHandler,
  AttachSlipHandler,
  ClearSlipHandler,
  ConfirmBookingHandler,
  ExpireBookingHandler,
  CancelBookingHandler,
  ChangeBookingDetailsHandler,
  DeleteBookingHandler,
  RecordConfirmationEmailSentHandler,
];
