import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import generatedResponses from './openapi-responses.generated.json';
import { OPERATION_SUMMARIES } from './openapi-summaries';

// class-transformer's own metadata (@Type of nested DTOs), which the schemas follow.
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: MetadataStorage };

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
type Schema = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any class: DTOs, controllers, guards
type AnyClass = Function;

const ERROR_BODY: Schema = {
  type: 'object',
  description: 'Every error answer: a stable code to translate, its parameters, and a fallback message',
  required: ['statusCode', 'code', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    code: { type: 'string', example: 'validation.required' },
    message: { type: 'string' },
    params: { type: 'object', additionalProperties: true },
    error: { type: 'string', example: 'Bad Request' },
  },
};

/** What every handler answers, from its TypeScript return type (scripts/openapi-responses.js). */
const RESPONSES = generatedResponses as {
  schemas: Record<string, Schema>;
  responses: Record<string, { contentType: string; schema: Schema }>;
};

const ERRORS: Record<string, string> = {
  '400': 'Invalid input (code names the rule, params the field)',
  '401': 'Missing, invalid or expired credentials',
  '403': 'Not allowed for this caller',
  '404': 'Not found',
  '409': 'Conflicts with the current state',
  '429': 'Too many requests',
};

/**
 * Completes what @nestjs/swagger finds by itself (routes, DTO names) from what the code already
 * declares, so a typed client can be generated from /api/docs-json: request and query schemas from
 * the class-validator rules of the DTOs, security from the guards (bearerAuth for AdminGuard, the
 * booking token or an admin for BookingAccessGuard), and the error body on every operation.
 */
export function enrichOpenApi(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const components = (document.components ??= {});
  const schemas = (components.schemas ??= {}) as Record<string, Schema>;
  schemas.ErrorBody = ERROR_BODY;
  // Every DTO class-validator knows, so nested DTOs a schema refers to are there too.
  const generated = validationMetadatasToSchemas({ classTransformerMetadataStorage: defaultMetadataStorage, refPointerPrefix: '#/components/schemas/' });
  for (const [name, schema] of Object.entries(generated)) {
    if (isEmpty(schemas[name] as Schema | undefined)) schemas[name] = schema as Schema;
  }
  // The answers' types (interfaces of libs/contracts); a request DTO class of the same name keeps its
  // own schema only if it describes the same thing, which the spec checks never happens.
  for (const [name, schema] of Object.entries(RESPONSES.schemas)) {
    if (isEmpty(schemas[name] as Schema | undefined)) schemas[name] = structuredClone(schema);
  }
  // A property typed by an interface (no class to describe) is an open object.
  dropDanglingRefs(schemas, new Set(Object.keys(schemas)));
  dropNotNull(schemas);
  const operations = new Map<string, Operation>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Operation[]) if (operation?.operationId) operations.set(operation.operationId, operation);
  }
  const schemaOf = (type: AnyClass): string => {
    if (isEmpty(schemas[type.name] as Schema | undefined)) {
      schemas[type.name] = targetConstructorToSchema(type, {
        classTransformerMetadataStorage: defaultMetadataStorage,
        refPointerPrefix: '#/components/schemas/',
      }) as Schema;
    }
    return `#/components/schemas/${type.name}`;
  };

  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as AnyClass | null;
    if (!controller?.prototype) continue;
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const operation = operations.get(`${controller.name}_${name}`);
      if (!operation) continue;
      const handler = controller.prototype[name] as AnyClass;
      operation.summary ||= OPERATION_SUMMARIES[`${controller.name}_${name}`] ?? inWords(controller.name, name);
      describeArguments(operation, controller, name, schemaOf);
      describeSecurity(operation, [...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []), ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])]);
      const responses = (operation.responses ??= {});
      describeAnswer(responses, RESPONSES.responses[`${controller.name}_${name}`]);
      for (const [status, description] of Object.entries(ERRORS)) {
        const secured = Boolean(operation.security?.length);
        if ((status === '401' || status === '403') && !secured) continue;
        responses[status] ??= { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
      }
    }
  }
  return document;
}

function describeArguments(operation: Operation, controller: AnyClass, method: string, schemaOf: (type: AnyClass) => string): void {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as AnyClass[];
  for (const [key, arg] of Object.entries(args)) {
    const kind = Number(key.split(':')[0]);
    const type = types[arg.index];
    if (!type || [Object, String, Number, Boolean, Array].includes(type as never) || arg.data) continue;
    if (kind === RouteParamtypes.BODY) {
      const content = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : null;
      // A multipart body (ApiUpload) keeps its file fields; it refers to the DTO for the others.
      if (content?.['multipart/form-data']) {
        schemaOf(type);
        continue;
      }
      operation.requestBody = { required: true, content: { 'application/json': { schema: { $ref: schemaOf(type) } } } };
    } else if (kind === RouteParamtypes.QUERY) {
      const schema = targetConstructorToSchema(type, { classTransformerMetadataStorage: defaultMetadataStorage }) as {
        properties?: Record<string, Schema>;
        required?: string[];
      };
      const others = (operation.parameters ?? []).filter((p) => !('in' in p) || p.in !== 'query');
      operation.parameters = [
        ...others,
        ...Object.entries(schema.properties ?? {}).map(([name, property]) => ({
          name,
          in: 'query' as const,
          required: schema.required?.includes(name) ?? false,
          schema: property,
        })),
      ];
    }
  }
}

/**
 * Puts the handler's answer schema on its success response (200, 201 or 202 as the route declares);
 * one the route describes itself (a file it streams, @ApiOkResponse) is left as it is.
 */
function describeAnswer(responses: Operation['responses'], answer: { contentType: string; schema: Schema } | undefined): void {
  if (!answer) return;
  const status = Object.keys(responses).find((code) => /^2\d\d$/.test(code) && code !== '204') ?? '200';
  const response = (responses[status] ??= { description: '' }) as { description: string; content?: Record<string, { schema: Schema }> };
  if (response.content && Object.keys(response.content).length > 0) return;
  response.description ||= 'Success';
  response.content = { [answer.contentType]: { schema: structuredClone(answer.schema) } };
}

/** Security from the guards; a public operation says so with an empty list. */
function describeSecurity(operation: Operation, guards: AnyClass[]): void {
  const names = guards.map((guard) => guard.name);
  if (names.includes('BookingAccessGuard')) operation.security = [{ 'booking-token': [] }, { bearerAuth: [] }];
  else if (names.includes('AdminGuard')) operation.security = [{ bearerAuth: [] }];
  else operation.security ??= [];
}

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** "Create (admin blocks)": a summary for an operation OPERATION_SUMMARIES does not name yet. */
export function inWords(controller: string, method: string): string {
  const action = words(method);
  return `${action[0].toUpperCase()}${action.slice(1)} (${words(controller.replace(/Controller$/, ''))})`;
}

/**
 * class-validator-jsonschema writes @IsDefined as `not: {type: 'null'}`, which OpenAPI 3.0 does not
 * allow (it has no null type); `required` already says the field must be there.
 */
function dropNotNull(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const value = node as Schema;
  const not = value.not as Schema | undefined;
  if (not && Object.keys(not).length === 1 && not.type === 'null') delete value.not;
  for (const child of Object.values(value)) dropNotNull(child);
}

/** What @nestjs/swagger writes for a DTO without @ApiProperty: an object of no properties. */
function isEmpty(schema: Schema | undefined): boolean {
  return !schema || !schema.properties || Object.keys(schema.properties as object).length === 0;
}

function dropDanglingRefs(node: unknown, known: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  const value = node as Schema;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/') && !known.has(ref.slice('#/components/schemas/'.length))) {
    delete value.$ref;
    value.type = 'object';
    value.additionalProperties = true;
  }
  for (const child of Object.values(value)) dropDanglingRefs(child, known);
}
