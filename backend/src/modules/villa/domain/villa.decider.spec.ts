import { deciderSpec } from '../../../../test/support/decider-spec';
import type { VillaEvent } from './villa.events';
import { villaDecider } from './villa.decider';
import { defaultVilla } from './villa.defaults';

const { given } = deciderSpec(villaDecider);
const created: VillaEvent = { type: 'VillaCreated', data: { villa: defaultVilla() } };
const update = (changes: object) => ({ type: 'UpdateVilla', data: { changes } }) as const;

describe('villa decider: creation and details', () => {
  it('creates the villa with the defaults once, and only once', () => {
    given().when({ type: 'InitializeVilla', data: { villa: defaultVilla() } }).then([created]);
    given(created).when({ type: 'InitializeVilla', data: { villa: defaultVilla() } }).then([]);
  });

  it('invents no way to pay, contact or policy on a fresh start (issue 33)', () => {
    expect(defaultVilla()).toMatchObject({
      bankDetails: [],
      promptPayId: null,
      promptPayQrImage: null,
      contactPhone: '',
      contactEmail: '',
      contactLineId: '',
      contactWhatsApp: '',
      mapLatitude: null,
      checkInTime: '',
      checkOutTime: '',
      houseRules: { th: '', en: '' },
      cancellationPolicy: { th: '', en: '' },
      address: { th: '', en: '' },
    });
  });

  it('has the defaults of DESIGN.md', () => {
    expect(defaultVilla()).toMatchObject({
      weekdayPrice: 5000,
      weekendPrice: 6000,
      priceReductionPerRoom: 2000,
      maxGuests: 6,
      bedrooms: 3,
      bathrooms: 3,
      minRooms: 1,
      paymentWindowMinutes: 30,
      minNights: 1,
      maxNights: 30,
    });
  });

  it('refuses commands before the villa exists', () => {
    given().when(update({ maxGuests: 4 })).thenFails('not_found', 'villa.notSetUp');
  });

  it('splits one form into events by kind, texts by language, keeping only real changes', () => {
    given(created)
      .when(
        update({
          name: { en: 'Baan Talay', th: 'บ้านทะเลสวย' },
          title: { en: ' Sea house ' },
          maxGuests: 8,
          bedrooms: 3,
          weekendPrice: 7000,
          weekendDiscountedPrice: 6500,
          paymentWindowMinutes: 60,
          promptPayId: '081-234-5678',
        }),
      )
      .then([
        { type: 'VillaTextsUpdated', data: { language: 'th', texts: { name: 'บ้านทะเลสวย' } } },
        { type: 'VillaTextsUpdated', data: { language: 'en', texts: { title: 'Sea house' } } },
        { type: 'VillaDetailsUpdated', data: { changes: { maxGuests: 8 } } },
        {
          type: 'VillaPricingUpdated',
          data: { changes: { weekendPrice: 7000, weekendDiscountedPrice: 6500 }, previous: { weekendPrice: 6000, weekendDiscountedPrice: 0 } },
        },
        { type: 'StayLimitsUpdated', data: { changes: { paymentWindowMinutes: 60 } } },
        { type: 'PromptPayIdChanged', data: { promptPayId: '0812345678' } },
      ]);
  });

  it('records nothing for an unchanged form', () => {
    given(created).when(update({ maxGuests: 6, name: { en: 'Baan Talay' }, promptPayId: '' })).then([]);
  });

  it.each([
    [{ weekdayPrice: -1 }, 'villa.numberOutOfRange', { field: 'weekdayPrice', min: 0, max: 10_000_000 }],
    [{ weekdayPrice: 10.5 }, 'villa.numberOutOfRange', { field: 'weekdayPrice', min: 0, max: 10_000_000 }],
    [{ paymentWindowMinutes: 1 }, 'villa.numberOutOfRange', { field: 'paymentWindowMinutes', min: 5, max: 10080 }],
    [{ minRooms: 4 }, 'villa.minRoomsAboveBedrooms', { field: 'minRooms' }],
    [{ minNights: 40 }, 'villa.minNightsAboveMaxNights', { field: 'minNights' }],
    [{ weekdayDiscountedPrice: 5000 }, 'villa.discountNotBelowPrice', { field: 'weekdayDiscountedPrice' }],
    [{ weekendPrice: 4000, weekendDiscountedPrice: 4500 }, 'villa.discountNotBelowPrice', { field: 'weekendDiscountedPrice' }],
    [{ name: { en: '', th: '' } }, 'villa.nameRequired', {}],
    [{ description: { en: 'x'.repeat(5001) } }, 'villa.textTooLong', { field: 'description', max: 5000 }],
    [{ promptPayId: '12345' }, 'villa.promptPayIdInvalid', {}],
  ])('refuses %j', (changes, code, params) => {
    given(created).when(update(changes)).thenFails('validation', code, params);
  });

  it('may clear the PromptPay id', () => {
    const withId: VillaEvent = { type: 'PromptPayIdChanged', data: { promptPayId: '0812345678' } };
    given(created, withId).when(update({ promptPayId: null })).then([{ type: 'PromptPayIdChanged', data: { promptPayId: null } }]);
  });
});

describe('villa decider: bank accounts and images', () => {
  const account = { id: 'a1', bankName: ' SCB ', accountNumber: '111-2', accountName: 'Baan Talay' };

  it('replaces the bank accounts, trimmed', () => {
    given(created)
      .when({ type: 'SetBankAccounts', data: { bankDetails: [account] } })
      .then([{ type: 'BankAccountsReplaced', data: { bankDetails: [{ ...account, bankName: 'SCB' }] } }]);
  });

  it.each([
    [[{ ...account, accountNumber: '' }], 'villa.fieldRequired'],
    [[account, account], 'villa.bankAccountIdsNotUnique'],
    [Array.from({ length: 11 }, (_, i) => ({ ...account, id: `a${i}` })), 'villa.tooManyBankAccounts'],
  ])('refuses bank accounts %#', (bankDetails, code) => {
    given(created).when({ type: 'SetBankAccounts', data: { bankDetails } }).thenFails('validation', code);
  });

  it('sets and clears the background and the PromptPay QR image', () => {
    given(created)
      .when({ type: 'SetBackgroundImage', data: { url: '/api/villa/images/b.jpg' } })
      .then([{ type: 'BackgroundImageSet', data: { url: '/api/villa/images/b.jpg' } }]);
    given(created)
      .when({ type: 'ClearBackgroundImage', data: {} })
      .then([{ type: 'BackgroundImageCleared', data: { previousUrl: defaultVilla().backgroundImage! } }]);
    given(created)
      .when({ type: 'SetPromptPayQrImage', data: { url: '/api/villa/images/q.png' } })
      .then([{ type: 'PromptPayQrImageSet', data: { url: '/api/villa/images/q.png' } }]);
    given(created).when({ type: 'ClearPromptPayQrImage', data: {} }).then([]);
    given(created).when({ type: 'SetBackgroundImage', data: { url: ' ' } }).thenFails('validation', 'villa.imageUrlRequired');
  });

  it('adds slides up to 50 and removes them by id', () => {
    const slides = Array.from({ length: 45 }, (_, i) => ({ id: `s${i}`, url: `/api/villa/images/s${i}.jpg` }));
    given(created).when({ type: 'AddSlides', data: { slides } }).then([{ type: 'SlidesAdded', data: { slides } }]);
    const full: VillaEvent = { type: 'SlidesAdded', data: { slides } };
    given(created, full)
      .when({ type: 'AddSlides', data: { slides: [{ id: 'x', url: '/x.jpg' }] } })
      .thenFails('validation', 'villa.tooManySlides', { max: 50, remaining: 0 });
    given(created).when({ type: 'AddSlides', data: { slides: [] } }).thenFails('validation', 'villa.noImageChosen');
    given(created)
      .when({ type: 'RemoveSlide', data: { slideId: 'demo-pool' } })
      .then([{ type: 'SlideRemoved', data: { slideId: 'demo-pool', url: '/api/villa/images/demo-pool.svg' } }]);
    given(created).when({ type: 'RemoveSlide', data: { slideId: 'nope' } }).thenFails('not_found', 'villa.slideNotFound');
  });
});

describe('villa decider: rooms', () => {
  const room = { id: 'r9', name: { th: 'ห้อง', en: ' Room ' }, description: { th: '', en: 'Nice' }, images: ['/a.jpg'] };

  it('adds, updates and removes rooms', () => {
    given(created)
      .when({ type: 'AddRoom', data: { room } })
      .then([{ type: 'RoomAdded', data: { room: { ...room, name: { th: 'ห้อง', en: 'Room' } } } }]);
    given(created)
      .when({ type: 'UpdateRoom', data: { roomId: 'demo-family', changes: { images: [], name: defaultVilla().rooms[2].name } } })
      .then([{ type: 'RoomUpdated', data: { roomId: 'demo-family', changes: { images: [] } } }]);
    given(created).when({ type: 'RemoveRoom', data: { roomId: 'demo-garden' } }).then([{ type: 'RoomRemoved', data: { roomId: 'demo-garden' } }]);
  });

  it('refuses a nameless room, a duplicate id and unknown rooms', () => {
    given(created).when({ type: 'AddRoom', data: { room: { ...room, name: { th: '', en: '' } } } }).thenFails('validation', 'villa.fieldRequired', { field: 'name' });
    given(created).when({ type: 'AddRoom', data: { room: { ...room, id: 'demo-family' } } }).thenFails('conflict', 'villa.roomExists');
    given(created).when({ type: 'UpdateRoom', data: { roomId: 'x', changes: {} } }).thenFails('not_found', 'villa.roomNotFound');
    given(created).when({ type: 'RemoveRoom', data: { roomId: 'x' } }).thenFails('not_found', 'villa.roomNotFound');
  });

  it('keeps the villa state in step with the events', () => {
    const state = given(created).when({ type: 'RemoveRoom', data: { roomId: 'demo-garden' } }).state();
    expect(state?.rooms.map((r) => r.id)).toEqual(['demo-master', 'demo-family']);
  });
});

describe('villa decider: stay policies and contact channels', () => {
  it('records times, contacts and the map pin in one event, texts per language, only real changes', () => {
    given(created, { type: 'VillaPoliciesUpdated', data: { changes: { checkOutTime: '11:00' } } })
      .when(
        update({
          checkInTime: '15:00',
          checkOutTime: '11:00',
          contactWhatsApp: '+66 81-234-5679',
          contactEmail: ' owner@example.com ',
          mapLatitude: 8.5,
          houseRules: { th: 'ห้ามสูบบุหรี่' },
        }),
      )
      .then([
        { type: 'VillaTextsUpdated', data: { language: 'th', texts: { houseRules: 'ห้ามสูบบุหรี่' } } },
        {
          type: 'VillaPoliciesUpdated',
          data: { changes: { checkInTime: '15:00', contactWhatsApp: '66812345679', contactEmail: 'owner@example.com', mapLatitude: 8.5 } },
        },
      ]);
  });

  it('clears a channel with an empty text and the pin with null', () => {
    const contacted: VillaEvent = { type: 'VillaPoliciesUpdated', data: { changes: { contactLineId: 'baantalay', mapLatitude: 8.6, mapLongitude: 98.2 } } };
    given(created, contacted)
      .when(update({ contactLineId: '', mapLatitude: null, mapLongitude: null }))
      .then([{ type: 'VillaPoliciesUpdated', data: { changes: { contactLineId: '', mapLatitude: null, mapLongitude: null } } }]);
  });

  it('gives villas created before the policies empty ones', () => {
    const { checkInTime: _t, houseRules: _h, ...old } = defaultVilla();
    given({ type: 'VillaCreated', data: { villa: old as never } })
      .when(update({ checkInTime: '14:00', houseRules: { en: 'Quiet after 22:00' } }))
      .then([
        { type: 'VillaTextsUpdated', data: { language: 'en', texts: { houseRules: 'Quiet after 22:00' } } },
        { type: 'VillaPoliciesUpdated', data: { changes: { checkInTime: '14:00' } } },
      ]);
  });

  it.each([
    [{ checkInTime: '2pm' }, 'villa.timeInvalid', { field: 'checkInTime' }],
    [{ checkOutTime: '24:00' }, 'villa.timeInvalid', { field: 'checkOutTime' }],
    [{ mapLatitude: 91 }, 'villa.coordinateOutOfRange', { field: 'mapLatitude', min: -90, max: 90 }],
    [{ mapLongitude: -180.5 }, 'villa.coordinateOutOfRange', { field: 'mapLongitude', min: -180, max: 180 }],
    [{ contactPhone: 'call me' }, 'villa.phoneInvalid', { field: 'contactPhone' }],
    [{ contactWhatsApp: '12' }, 'villa.phoneInvalid', { field: 'contactWhatsApp' }],
    [{ contactEmail: 'not-an-address' }, 'villa.emailInvalid', { field: 'contactEmail' }],
    [{ contactLineId: 'has space' }, 'villa.lineIdInvalid', { field: 'contactLineId' }],
    [{ cancellationPolicy: { en: 'x'.repeat(5001) } }, 'villa.textTooLong', { field: 'cancellationPolicy', max: 5000 }],
  ])('refuses %j', (changes, code, params) => {
    given(created).when(update(changes)).thenFails('validation', code, params);
  });
});
