import { AuditDescriber } from './audit-description';

const tell = (events: [string, object][]) => {
  const describer = new AuditDescriber();
  return events.map(([type, data]) => describer.describe(type, data));
};

describe('AuditDescriber', () => {
  it('tells a booking with formatted values and hides technical fields', () => {
    const [created, slip, confirmed] = tell([
      ['BookingCreated', { checkIn: '2030-01-01', checkOut: '2030-01-03', rooms: 2, guests: 4, breakdown: { total: 9000 }, totalOverride: null, paymentMethod: 'bank_transfer', specialRequests: '', language: 'th', paymentDeadline: '2029-12-01T10:30:00.000Z' }],
      ['SlipAttached', { key: 'slips/x', url: '/u/x', contentType: 'image/png', size: 2048, sha256: 'abc' }],
      ['BookingConfirmed', { previousStatus: 'in_review' }],
    ]);
    expect(created.params).toEqual({
      checkIn: { format: 'date', value: '2030-01-01' },
      checkOut: { format: 'date', value: '2030-01-03' },
      rooms: { format: 'number', value: 2 },
      guests: { format: 'number', value: 4 },
      total: { format: 'money', value: 9000 },
    });
    expect(created.fields.map((f) => f.field)).toEqual(['paymentMethod', 'paymentDeadline', 'language']);
    expect(JSON.stringify(slip)).not.toMatch(/sha256|slips\/x|abc/);
    expect(confirmed.fields).toEqual([{ field: 'status', before: { format: 'status', value: 'in_review' }, after: { format: 'status', value: 'confirmed' } }]);
  });

  it('tells an admin edit field by field, the price by its total', () => {
    const [edit] = tell([['BookingDetailsChanged', { changes: { checkIn: '2030-01-02', breakdown: { total: 5000 }, totalOverride: null }, previous: { checkIn: '2030-01-01', breakdown: { total: 9000 }, totalOverride: 8000 } }]]);
    expect(edit.fields).toEqual([
      { field: 'checkIn', before: { format: 'date', value: '2030-01-01' }, after: { format: 'date', value: '2030-01-02' } },
      { field: 'total', before: { format: 'money', value: 9000 }, after: { format: 'money', value: 5000 } },
      { field: 'totalOverride', before: { format: 'money', value: 8000 }, after: { format: 'money', value: null } },
    ]);
  });

  it('tells which bank accounts were added, removed or changed', () => {
    const kbank = { id: 'a', bankName: 'Kasikorn', accountNumber: '123', accountName: 'Baan Talay' };
    const scb = { id: 'b', bankName: 'SCB', accountNumber: '456', accountName: 'Baan Talay' };
    const [, replaced] = tell([
      ['VillaCreated', { villa: { bankDetails: [kbank, scb], rooms: [], weekdayPrice: 5000 } }],
      ['BankAccountsReplaced', { bankDetails: [{ ...kbank, accountName: 'Baan Talay Co.' }, { id: 'c', bankName: 'BBL', accountNumber: '789', accountName: 'X' }] }],
    ]);
    expect(replaced.lists).toEqual([
      {
        list: 'bankAccounts',
        added: [{ format: 'text', value: 'BBL 789' }],
        removed: [{ format: 'text', value: 'SCB 456' }],
        changed: [{ name: { format: 'text', value: 'Kasikorn 123' }, fields: ['accountName'] }],
      },
    ]);
  });

  it('tells a villa change with what it was before, and a renamed room by its old name', () => {
    const room = { id: 'r1', name: { th: 'ห้องนอน', en: 'Bedroom' }, description: { th: '', en: '' }, images: [] };
    const [, details, renamed, removed] = tell([
      ['VillaCreated', { villa: { bedrooms: 3, rooms: [room], bankDetails: [] } }],
      ['VillaDetailsUpdated', { changes: { bedrooms: 4 } }],
      ['RoomUpdated', { roomId: 'r1', changes: { name: { th: 'ห้องนอนใหญ่', en: 'Master bedroom' } } }],
      ['RoomRemoved', { roomId: 'r1' }],
    ]);
    expect(details.fields).toEqual([{ field: 'bedrooms', before: { format: 'number', value: 3 }, after: { format: 'number', value: 4 } }]);
    expect(renamed.params.name).toEqual({ format: 'localized', value: { th: 'ห้องนอน', en: 'Bedroom' } });
    expect(renamed.fields[0]).toMatchObject({ field: 'room.name', after: { value: { en: 'Master bedroom' } } });
    expect(removed.params.name.value).toEqual({ th: 'ห้องนอนใหญ่', en: 'Master bedroom' });
  });

  it('names the account an approval is about', () => {
    const [, approved] = tell([
      ['AdminRegistered', { name: 'Nok', email: 'nok@example.com', status: 'pending' }],
      ['AdminApproved', { previousStatus: 'pending' }],
    ]);
    expect(approved.params).toEqual({ name: { format: 'text', value: 'Nok' }, email: { format: 'text', value: 'nok@example.com' } });
  });

  it('tells an admin slip rejection apart from a guest removing their slip', () => {
    const [rejected, removed] = tell([
      ['SlipCleared', { by: 'admin', reason: 'Blurry' }],
      ['SlipCleared', { by: 'guest' }],
    ]);
    expect([rejected.sentence, removed.sentence]).toEqual(['SlipRejected', 'SlipCleared']);
  });

  it('keeps an unknown event readable under its own name', () => {
    expect(tell([['SomethingNew', {}]])[0]).toEqual({ sentence: 'unknown', params: { type: { format: 'text', value: 'SomethingNew' } }, fields: [], lists: [] });
  });

  it('tells seasons by name and nights, the update and removal from the earlier events', () => {
    const season = { id: 's', name: { th: 'ไฮซีซั่น', en: 'High season' }, from: '2030-12-20', to: '2031-01-05', weekdayPrice: 9000, weekendPrice: 9500, weekdayDiscountedPrice: 0, weekendDiscountedPrice: 0, minNights: 3 };
    const [, added, updated, removed] = tell([
      ['VillaCreated', { villa: { rooms: [], bankDetails: [] } }],
      ['SeasonAdded', { season }],
      ['SeasonUpdated', { seasonId: 's', changes: { weekdayPrice: 9900 } }],
      ['SeasonRemoved', { seasonId: 's' }],
    ]);
    const params = { name: { format: 'localized', value: season.name }, from: { format: 'date', value: '2030-12-20' }, to: { format: 'date', value: '2031-01-05' } };
    expect(added).toMatchObject({ sentence: 'SeasonAdded', params });
    expect(updated).toMatchObject({ sentence: 'SeasonUpdated', params, fields: [{ field: 'season.weekdayPrice', after: { format: 'money', value: 9900 } }] });
    expect(removed).toMatchObject({ sentence: 'SeasonRemoved', params });
  });

  it('tells calendar events and erasures in sentences of their own', () => {
    const [blocked, conflict, erased, notifications] = tell([
      ['NightsBlocked', { blockId: 'b', from: '2030-01-01', to: '2030-01-03', reason: 'maintenance', note: 'Pool pump' }],
      ['ExternalStayImported', { calendarId: 'c', stayId: 's', uid: 'u', from: '2030-01-02', to: '2030-01-04', conflict: { kind: 'booking', id: 'x', from: '2030-01-02', to: '2030-01-03' } }],
      ['PersonalDataErased', { by: 'system', reason: 'retention' }],
      ['AdminNotificationsChanged', { bookingEmails: false }],
    ]);
    expect(blocked).toMatchObject({
      sentence: 'NightsBlocked',
      params: { reason: { format: 'blockReason', value: 'maintenance' }, from: { format: 'date', value: '2030-01-01' } },
      fields: [{ field: 'note', after: { format: 'text', value: 'Pool pump' } }],
    });
    expect(conflict.sentence).toBe('ExternalStayConflict');
    expect(erased.sentence).toBe('PersonalDataErasedRetention');
    expect(notifications.sentence).toBe('AdminNotificationsOff');
  });
});
