import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under src/features/*\/api: the modules that inject endpoints into the one `api`. */
function apiModules(dir = join(__dirname, '..', 'features')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return apiModules(path);
    return /\/api\/[^/]+-api\.ts$/.test(path) ? [path] : [];
  });
}

describe('the API modules', () => {
  it('load together without two features sharing an endpoint name', () => {
    const modules = apiModules();
    expect(modules.length).toBeGreaterThanOrEqual(6);
    jest.isolateModules(() => {
      // Each module injects with overrideExisting: 'throw', so a shared name fails the import.
      for (const path of modules) expect(() => require(path)).not.toThrow();
      const { api } = require('./api') as typeof import('./api');
      const names = Object.keys(api.endpoints);
      expect(names).toEqual(expect.arrayContaining(['createBooking', 'updateBooking', 'adminCreateBooking', 'adminUpdateBooking']));
    });
    expect(modules.map((path) => relative(join(__dirname, '..'), path)).sort()).toContain('features/booking/api/booking-api.ts');
  });

  it('guest and admin creates post to their own URLs whichever loads first', () => {
    jest.isolateModules(() => {
      require('../features/admin-shared/api/bookings-api');
      require('../features/booking/api/booking-api');
      const { api } = require('./api') as typeof import('./api');
      const endpoints = api.endpoints as unknown as Record<string, { name: string }>;
      expect(endpoints.createBooking.name).toBe('createBooking');
      expect(endpoints.adminCreateBooking.name).toBe('adminCreateBooking');
    });
  });
});
