import { createConfig, lintFromString } from '@redocly/openapi-core';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import ts from 'typescript';
import { inWords } from '../../src/infrastructure/http/openapi-enrich';
import { startTestApp, TestApp } from '../support/test-app';

const ROOT = resolve(__dirname, '../../..');
// The generator of the answers' schemas (plain Node, also `npm run openapi:responses`).
const responses = require(join(ROOT, 'scripts/openapi-responses.js')) as { generate(): string; OUTPUT: string };
const OUT = join(ROOT, 'test-output/openapi-client');

/** A call site a client author would write against the generated types. */
const CLIENT = `
import type { paths, components } from './api';

type CreateBooking = paths['/api/booking']['post']['requestBody']['content']['application/json'];
export const create: CreateBooking = {
  bookingDetails: { checkIn: '2027-01-10', checkOut: '2027-01-12', rooms: 3, totalPrice: 12000 },
  paymentMethod: 'bank_transfer',
  specialRequests: '',
};
// @ts-expect-error the schema knows the payment methods
export const wrongMethod: CreateBooking['paymentMethod'] = 'cash';

// The guest's details are typed field by field, not an open record.
type CustomerInfoBody = paths['/api/booking/{id}/customer-info']['patch']['requestBody']['content']['application/json'];
export const details: CustomerInfoBody = { customerInfo: { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com', phone: '0812345678' }, guests: 2 };
export const firstName = (body: CustomerInfoBody): string | undefined => body.customerInfo.firstName;
// @ts-expect-error a name is text
export const numericName: CustomerInfoBody['customerInfo']['lastName'] = 42;

type SlipForm = paths['/api/upload/slip']['post']['requestBody']['content']['multipart/form-data'];
export const slip: SlipForm = { bookingId: '7d0c6c5e-7f8e-4c5a-9d6b-0a1b2c3d4e5f', slip: 'binary' };

type ErrorBody = components['schemas']['ErrorBody'];
export const error: ErrorBody = { statusCode: 409, code: 'booking.datesTaken', message: 'Taken', params: {}, error: 'Conflict' };
type CreateConflict = paths['/api/booking']['post']['responses']['429']['content']['application/json'];
export const tooMany: CreateConflict = error;

// Answers are typed too: what GET /api/villa and POST /api/booking give back.
type Villa = paths['/api/villa']['get']['responses']['200']['content']['application/json'];
export const titleOf = (villa: Villa): string => villa.title.th + villa.title.en;
// @ts-expect-error the villa has no such field
export const nothing = (villa: Villa) => villa.notAField;
// @ts-expect-error the title is a text per language, not a string
export const wrongTitle: Villa['title'] = 'Baan Talay';
type Created = paths['/api/booking']['post']['responses']['201']['content']['application/json'];
export const createdId = (created: Created): string => created.data.booking._id + created.data.accessToken;
type Bookings = paths['/api/admin/bookings']['get']['responses']['200']['content']['application/json'];
export const firstStatus = (page: Bookings): 'pending_payment' | 'in_review' | 'confirmed' | 'expired' | 'cancelled' | undefined => page.items[0]?.status;
type Receipt = paths['/api/booking/{id}/receipt']['get']['responses']['200']['content']['application/pdf'];
export const pdf: Receipt = 'binary';
`;

type Schema = Record<string, any>;

/** The properties a JSON answer's schema names, through $ref, allOf, oneOf and array items. */
function propertiesOf(document: Record<string, any>, schema: Schema | undefined, seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = String(schema.$ref).replace('#/components/schemas/', '');
    if (seen.has(name)) return ['(recursive)'];
    return propertiesOf(document, document.components.schemas[name], new Set([...seen, name]));
  }
  if (schema.type === 'array') return propertiesOf(document, schema.items, seen);
  const parts = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])] as Schema[];
  return [...Object.keys(schema.properties ?? {}), ...parts.flatMap((part) => propertiesOf(document, part, seen))];
}

describe('OpenAPI client generation', () => {
  let t: TestApp;
  let document: Record<string, any>;
  beforeAll(async () => {
    t = await startTestApp();
    document = (await request(t.http).get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => t?.close());

  it('describes request bodies, uploads, security and errors', () => {
    const create = document.paths['/api/booking'].post;
    expect(create.requestBody.content['application/json'].schema.$ref).toMatch(/^#\/components\/schemas\//);
    const upload = document.paths['/api/upload/slip'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(document.paths['/api/admin/bookings'].get.security).toEqual([{ bearerAuth: [] }]);
    const guest = document.paths['/api/booking/{id}'].get;
    expect(guest.security).toEqual([{ 'booking-token': [] }, { bearerAuth: [] }]);
    expect(guest.responses['404'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorBody');
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth');
    const queryNames = (document.paths['/api/admin/bookings'].get.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name);
    expect(queryNames.length).toBeGreaterThan(0);
  });

  it('is valid: swagger-parser finds no error, nor does Redocly with its recommended rules', async () => {
    // swagger-parser is an ES module (jest runs this file as CommonJS): it checks the file in a node of its own.
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'validated.json'), JSON.stringify(document));
    const validate = "import parser from '@apidevtools/swagger-parser'; await parser.validate(process.argv[1]); console.log('valid')";
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', validate, join(OUT, 'validated.json')], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe('valid');
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  it('sums up every operation in a line of its own and answers every 4xx with the error body', () => {
    const unnamed: string[] = [];
    const bare: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        // A summary of its own, not the fallback made of the handler's name ("Create (admin blocks)").
        const [controller, handler] = String(operation.operationId).split('_');
        if (!operation.summary || operation.summary === inWords(controller, handler)) unnamed.push(`${where}: add its summary to openapi-summaries.ts`);
        const errors = Object.entries(operation.responses as Record<string, any>).filter(([status]) => /^4\d\d$/.test(status));
        if (errors.length === 0) bare.push(`${where}: no 4xx`);
        for (const [status, response] of errors) {
          if (response.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorBody') bare.push(`${where} ${status}`);
        }
      }
    }
    expect(unnamed).toEqual([]);
    expect(bare).toEqual([]);
  });

  it('gives every success answer a schema: JSON ones with their properties, files and texts as strings', () => {
    const missing: string[] = [];
    let described = 0;
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
          if (!/^2\d\d$/.test(status)) continue;
          const where = `${method.toUpperCase()} ${path} ${status}`;
          if (status === '204') {
            if (response.content) missing.push(`${where}: a 204 with a body`);
            continue;
          }
          const content = Object.entries((response.content ?? {}) as Record<string, { schema?: Schema }>);
          if (content.length === 0) missing.push(`${where}: no content`);
          for (const [type, { schema }] of content) {
            if (type === 'application/json' ? propertiesOf(document, schema).length === 0 : schema?.type !== 'string') missing.push(`${where} ${type}`);
            else described++;
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(described).toBeGreaterThanOrEqual(60);
    const villa = document.paths['/api/villa'].get.responses['200'].content['application/json'].schema;
    expect(propertiesOf(document, villa)).toEqual(expect.arrayContaining(['title', 'rooms', 'weekdayPrice']));
  });

  it('has the answers’ schemas generated from the code as it is now (npm run openapi:responses)', () => {
    expect(readFileSync(responses.OUTPUT, 'utf8')).toBe(responses.generate());
  }, 240_000);

  it('generates a typed client with openapi-typescript whose calls type-check', () => {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'openapi.json'), JSON.stringify(document, null, 2));
    execFileSync(join(ROOT, 'node_modules/.bin/openapi-typescript'), [join(OUT, 'openapi.json'), '-o', join(OUT, 'api.ts')], { stdio: 'pipe' });
    writeFileSync(join(OUT, 'client.ts'), CLIENT);
    const program = ts.createProgram([join(OUT, 'client.ts')], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, skipLibCheck: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
