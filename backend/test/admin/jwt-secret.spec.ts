import { loadConfig } from '../../src/infrastructure/config/app-config';

describe('JWT_SECRET', () => {
  it('must be set when NODE_ENV=production: the configuration (and so the start) refuses otherwise', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET must be set when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '' })).toThrow('JWT_SECRET must be set');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's3cret' }).jwtSecret).toBe('s3cret');
  });

  it('falls back to a development secret only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toEqual(expect.any(String));
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).not.toBe('');
  });
});
