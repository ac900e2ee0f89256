import { BOOKING_STATUSES } from './booking';
import { ADMIN_STATUS_ACTIONS, mayAdminChangeStatus, mayErasePersonalData, mayTakeStatusAction } from './booking-rules';

describe('the admin status transition table', () => {
  it.each([
    ['pending_payment', 'confirmed', true],
    ['pending_payment', 'cancelled', true],
    ['pending_payment', 'pending_payment', false],
    ['in_review', 'confirmed', true],
    ['in_review', 'pending_payment', true],
    ['in_review', 'cancelled', true],
    ['confirmed', 'confirmed', true],
    ['confirmed', 'cancelled', true],
    ['confirmed', 'pending_payment', false],
    ['cancelled', 'cancelled', true],
    ['cancelled', 'confirmed', false],
    ['expired', 'confirmed', false],
    ['expired', 'cancelled', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(mayAdminChangeStatus(from, to)).toBe(allowed);
  });

  it('offers nothing from a final status and covers every status', () => {
    expect(Object.keys(ADMIN_STATUS_ACTIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(mayTakeStatusAction('expired', 'cancel')).toBe(false);
    expect(mayTakeStatusAction('in_review', 'rejectSlip')).toBe(true);
    expect(mayTakeStatusAction('pending_payment', 'rejectSlip')).toBe(false);
  });
});

describe('personal-data erasure eligibility', () => {
  const today = '2026-12-10';
  it('waits for the end of a stay that still holds its nights', () => {
    expect(mayErasePersonalData({ status: 'confirmed', checkOut: '2026-12-11' }, today)).toBe(false);
    expect(mayErasePersonalData({ status: 'confirmed', checkOut: '2026-12-10' }, today)).toBe(true);
  });
  it('allows a cancelled or expired booking at once, and never twice', () => {
    expect(mayErasePersonalData({ status: 'cancelled', checkOut: '2027-01-01' }, today)).toBe(true);
    expect(mayErasePersonalData({ status: 'expired', checkOut: '2027-01-01' }, today)).toBe(true);
    expect(mayErasePersonalData({ status: 'expired', checkOut: '2026-01-01', personalDataErasedAt: '2026-02-01T00:00:00Z' }, today)).toBe(false);
  });
});
