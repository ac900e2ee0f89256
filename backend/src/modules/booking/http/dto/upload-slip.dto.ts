import { IsUUID } from 'class-validator';

/** The multipart fields of POST /api/upload/slip beside the `slip` file. */
export class UploadSlipDto {
  @IsUUID('all', { message: 'bookingId must be the id of a booking' }) bookingId!: string;
}
