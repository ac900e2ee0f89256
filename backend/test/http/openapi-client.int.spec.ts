import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import ts from 'typescript';
import { startTestApp, TestApp } from '../support/test-app';

const ROOT = resolve(__dirname, '../../..');
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

type SlipForm = paths['/api/upload/slip']['post']['requestBody']['content']['multipart/form-data'];
export const slip: SlipForm = { bookingId: '7d0c6c5e-7f8e-4c5a-9d6b-0a1b2c3d4e5f', slip: 'binary' };

type ErrorBody = components['schemas']['ErrorBody'];
export const error: ErrorBody = { statusCode: 409, code: 'booking.datesTaken', message: 'Taken', params: {}, error: 'Conflict' };
type CreateConflict = paths['/api/booking']['post']['responses']['429']['content']['application/json'];
export const tooMany: CreateConflict = error;
`;

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
