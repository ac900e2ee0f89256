import { loadConfig } from '../../src/infrastructure/config/app-config';

describe('security settings', () => {
  it('has no JWT secret of its own: unset means the generated one kept in the database', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).jwtSecret).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: '' }).jwtSecret).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's3cret' }).jwtSecret).toBe('s3cret');
  });

  it('reads TRUST_PROXY as a hop count or an address list, loopback only by default, never "trust all"', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
  });

  it('reads the rate limits, 10 guest booking creates per IP per hour by default', () => {
    expect(loadConfig({}).bookingCreateLimitPerHour).toBe(10);
    expect(loadConfig({ BOOKING_CREATE_LIMIT_PER_HOUR: '500' }).bookingCreateLimitPerHour).toBe(500);
    expect(() => loadConfig({ LOGIN_LIMIT_PER_IP: '0' })).toThrow('LOGIN_LIMIT_PER_IP must be a positive number');
    expect([loadConfig({}).receiptLimitPerMinute, loadConfig({}).exportLimitPerMinute]).toEqual([10, 30]);
  });

  it('counts IPv6 clients per /64 unless RATE_LIMIT_IPV6_PREFIX says another length from 32 to 128', () => {
    expect(loadConfig({}).rateLimitIpv6Prefix).toBe(64);
    expect(loadConfig({ RATE_LIMIT_IPV6_PREFIX: '56' }).rateLimitIpv6Prefix).toBe(56);
    for (const bad of ['0', '31', '129', '64.5', 'sixty-four']) {
      expect(() => loadConfig({ RATE_LIMIT_IPV6_PREFIX: bad })).toThrow('RATE_LIMIT_IPV6_PREFIX must be a whole number from 32 to 128');
    }
  });

  it("hashes passwords at scrypt's OWASP minimum (2^15) unless raised, lowering it only for tests", () => {
    expect(loadConfig({ NODE_ENV: 'production' }).passwordScryptCost).toBe(15);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_SCRYPT_COST: '16' }).passwordScryptCost).toBe(16);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_SCRYPT_COST: '10' })).toThrow('PASSWORD_SCRYPT_COST must be a whole number from 15 to 17');
    expect(() => loadConfig({ PASSWORD_SCRYPT_COST: '14' })).toThrow('from 15 to 17');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_COST: '10' }).passwordScryptCost).toBe(10);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_COST: '9' })).toThrow('from 10 to 17');
  });
});
