import { IsIn, IsOptional } from 'class-validator';
import { LANGUAGES, type Language } from '@baan-talay/contracts';

export class ReceiptQueryDto {
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'lang must be th or en' })
  lang?: Language;
}
