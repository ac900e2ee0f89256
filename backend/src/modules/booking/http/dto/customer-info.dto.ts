import { IsDefined, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { isPlainEmailAddress } from '../../../../shared/email-address';
import type { CustomerInfo } from '../../domain/booking.events';
import { MESSAGES } from '../../domain/booking.rules';

const required = { message: MESSAGES.required };

/** An e-mail the form did give must be one plain address (no display name, list or CR/LF); mails go to it. */
export const PlainEmailInside = () =>
  ValidateBy({
    name: 'plainEmailInside',
    validator: {
      validate: (info: unknown) => {
        const email = (info as { email?: unknown } | null)?.email;
        return typeof email !== 'string' || email.trim() === '' || isPlainEmailAddress(email.trim());
      },
      defaultMessage: () => MESSAGES.email,
    },
  }, { context: { code: 'booking.emailInvalid' } });

/** What the OpenAPI document says of `customerInfo` (the decider checks each field). */
const CUSTOMER_INFO_SCHEMA = {
  type: 'object',
  properties: {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string', format: 'email' },
    phone: { type: 'string', description: 'Thai or international (+country code) number' },
  },
} as const;

/**
 * PATCH /api/booking/:id/customer-info. The fields of `customerInfo` are checked by the booking
 * decider, which answers with the spec's own messages ('This field is required', …).
 */
export class CustomerInfoDto {
  @IsDefined(required) @IsObject(required) @PlainEmailInside() @JSONSchema(CUSTOMER_INFO_SCHEMA)
  customerInfo!: Partial<Record<keyof CustomerInfo, unknown>>;
  @IsOptional() @IsInt() @Min(1) @Max(100) guests?: number;
  @IsOptional() @IsString() @MaxLength(2000) specialRequests?: string;
}
