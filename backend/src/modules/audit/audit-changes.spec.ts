import { auditBookingId, auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('drops the subject id and every secret at any depth', () => {
    expect(
      auditChanges({
        bookingId: 'b1',
        adminId: 'a1',
        accessTokenHash: 'x',
        passwordHash: 'y',
        checkIn: '2030-01-01',
        nested: { jwtSecret: 's', kept: [{ resetToken: 't', n: 1 }] },
      }),
    ).toEqual({ checkIn: '2030-01-01', nested: { kept: [{ n: 1 }] } });
  });

  it('leaves the event data as it was, with or without secrets', () => {
    const plain = { bookingId: 'b1', customerName: 'Dao', nested: { n: 1 } };
    const secret = { bookingId: 'b1', nested: { resetToken: 't', n: 1 } };
    expect(auditChanges(plain)).toEqual({ customerName: 'Dao', nested: { n: 1 } });
    expect(auditChanges(secret)).toEqual({ nested: { n: 1 } });
    expect(plain).toEqual({ bookingId: 'b1', customerName: 'Dao', nested: { n: 1 } });
    expect(secret).toEqual({ bookingId: 'b1', nested: { resetToken: 't', n: 1 } });
  });

  it('answers an empty object for data that is not an object', () => {
    expect(auditChanges(null)).toEqual({});
    expect(auditChanges([1])).toEqual({});
  });

  it('finds the booking id only when it is a string', () => {
    expect(auditBookingId({ bookingId: 'b1' })).toBe('b1');
    expect(auditBookingId({ bookingId: 3 })).toBeNull();
    expect(auditBookingId(undefined)).toBeNull();
  });
});
