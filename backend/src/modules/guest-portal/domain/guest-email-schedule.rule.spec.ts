import { dueGuestEmails } from './guest-email-schedule.rule';

const settings = { secretsDaysBefore: 2, preArrivalDaysBefore: 3 };
const stay = { status: 'confirmed' as const, checkIn: '2026-03-10', checkOut: '2026-03-12' };
/** A villa-local (UTC+7) moment. */
const at = (localDateTime: string) => new Date(`${localDateTime}:00+07:00`);

describe('scheduled guest e-mails: when each is due', () => {
  it.each([
    ['2026-03-07T08:59', []],
    ['2026-03-07T09:00', ['pre_arrival']],
    ['2026-03-09T20:00', ['pre_arrival']],
    ['2026-03-10T09:00', []],
    ['2026-03-12T06:59', []],
    ['2026-03-12T07:00', ['checkout_morning']],
    ['2026-03-12T10:59', ['checkout_morning']],
    ['2026-03-12T11:00', []],
    ['2026-03-13T09:59', []],
    ['2026-03-13T10:00', ['thank_you']],
    ['2026-03-15T23:00', ['thank_you']],
    ['2026-03-16T10:00', []],
  ])('at %s: %j', (moment, expected) => {
    expect(dueGuestEmails(stay, settings, at(moment))).toEqual(expected);
  });

  it('sends nothing for a stay that is not confirmed', () => {
    expect(dueGuestEmails({ ...stay, status: 'in_review' }, settings, at('2026-03-08T10:00'))).toEqual([]);
    expect(dueGuestEmails({ ...stay, status: 'cancelled' }, settings, at('2026-03-13T10:00'))).toEqual([]);
  });

  it('follows the owner’s pre-arrival days', () => {
    expect(dueGuestEmails(stay, { ...settings, preArrivalDaysBefore: 7 }, at('2026-03-03T09:00'))).toEqual(['pre_arrival']);
  });
});
