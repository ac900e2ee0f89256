import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { CodedValidationPipe } from './coded-validation.pipe';
import { Nullable } from './nullable';

class NameDto {
  @IsOptional() @IsString() th?: string;
  @Nullable() @IsString() en?: string | null;
}

class ExampleDto {
  @IsOptional() @IsString() paymentMethod?: string;
  @Nullable() @IsInt() totalPrice?: number | null;
  @IsOptional() @ValidateNested() @Type(() => NameDto) name?: NameDto;
  @IsOptional() @IsObject() customerInfo?: Record<string, unknown>;
}

const pipe = new CodedValidationPipe();
const check = (body: unknown) => pipe.transform(body, { type: 'body', metatype: ExampleDto, data: '' });

async function refusal(body: unknown): Promise<unknown> {
  const error = await check(body).then(() => null, (caught: unknown) => caught);
  if (!(error instanceof BadRequestException)) throw new Error(`expected a 400, got ${String(error)}`);
  return error.getResponse();
}

describe('CodedValidationPipe: null only where the contract says so', () => {
  it.each([
    [{ paymentMethod: null }, 'paymentMethod'],
    [{ name: { th: null } }, 'name.th'],
    [{ customerInfo: { firstName: 'Somchai', phone: null } }, 'customerInfo.phone'],
    [{ customerInfo: { tags: ['a', null] } }, 'customerInfo.tags.1'],
  ])('refuses %j with request.nullNotAllowed naming %s', async (body, field) => {
    expect(await refusal(body)).toMatchObject({ code: 'request.nullNotAllowed', params: { field } });
  });

  it('takes null in a field marked @Nullable(), at the top or nested', async () => {
    await expect(check({ totalPrice: null, name: { en: null } })).resolves.toMatchObject({ totalPrice: null, name: { en: null } });
  });

  it('still validates a nullable field that has a value, and leaves absent fields alone', async () => {
    expect(await refusal({ totalPrice: 'ten' })).toMatchObject({ code: 'request.invalid', params: { field: 'totalPrice' } });
    await expect(check({})).resolves.toBeInstanceOf(ExampleDto);
  });

  it('says so in the OpenAPI schema (nullable), and only there', () => {
    const schema = targetConstructorToSchema(ExampleDto) as { properties: Record<string, { nullable?: boolean }> };
    expect(schema.properties.totalPrice.nullable).toBe(true);
    expect(schema.properties.paymentMethod.nullable).toBeUndefined();
  });
});
