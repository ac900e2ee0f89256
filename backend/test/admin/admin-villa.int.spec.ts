import type { AdminVillaDto, AuditEntryDto } from '@baan-talay/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { expectAdminOnly, registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { inDays } from './support/bookings';
import { projectionsCaughtUp } from './support/projections';

const photo = (width = 2400, height = 1350, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 190 } } })
    .withExif({ IFD0: { Artist: 'camera-owner-secret' } })
    .toFormat(format)
    .toBuffer();

describe('admin villa management (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  const api = () => request(t.http);
  const patch = (path: string, body: object) => api().patch(`/api/admin/villa${path}`).set(owner.auth).send(body);
  const upload = (method: 'post' | 'patch', path: string, field: string, files: [Buffer, string][]) => {
    const req = api()[method](`/api/admin/villa${path}`).set(owner.auth);
    for (const [bytes, name] of files) req.attach(field, bytes, name);
    return req;
  };
  const villaEvents = async (): Promise<AuditEntryDto[]> => {
    await projectionsCaughtUp(t);
    return (await api().get('/api/admin/audit').query({ pageSize: 100, order: 'asc' }).set(owner.auth).expect(200)).body.items.filter(
      (e: AuditEntryDto) => e.streamId === 'villa-main',
    );
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  it('reads the villa with its admin-only settings', async () => {
    const villa: AdminVillaDto = (await api().get('/api/admin/villa').set(owner.auth).expect(200)).body;
    expect(villa).toMatchObject({ promptPayId: null, paymentWindowMinutes: 30, minNights: 1, maxNights: 30, weekdayPrice: 5000 });
    expect((await api().get('/api/villa').expect(200)).body).not.toHaveProperty('promptPayId');
  });

  it('updates texts, numbers, pricing and settings; the public view and new quotes follow at once', async () => {
    const res = await patch('', {
      name: { en: 'Baan Talay Beach House' }, description: { th: 'บ้านริมทะเล', en: 'A house by the sea' },
      weekdayPrice: 7000, weekendPrice: 8000, priceReductionPerRoom: 1000, paymentWindowMinutes: 45,
      minNights: 2, maxNights: 14, maxGuests: 8, promptPayId: '081-234-5678',
    }).expect(200);
    expect(res.body).toMatchObject({
      name: { th: 'บ้านทะเล', en: 'Baan Talay Beach House' }, description: { th: 'บ้านริมทะเล', en: 'A house by the sea' },
      weekdayPrice: 7000, paymentWindowMinutes: 45, minNights: 2, maxNights: 14, maxGuests: 8, promptPayId: '0812345678',
    });
    expect((await api().get('/api/villa').expect(200)).body).toMatchObject({ weekdayPrice: 7000, weekendPrice: 8000, promptPayAvailable: true });
    const quote = await api().post('/api/booking/quote').send({ checkIn: inDays(30), checkOut: inDays(32), rooms: 3 }).expect(200);
    const perNight = quote.body.nightly.map((n: { weekend: boolean }) => (n.weekend ? 8000 : 7000));
    expect(quote.body.total).toBe(perNight[0] + perNight[1]);
    const oneNight = await api().post('/api/booking/quote').send({ checkIn: inDays(30), checkOut: inDays(31) });
    expect(oneNight.status).toBe(400);

    const events = await villaEvents();
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['VillaTextsUpdated', 'VillaPricingUpdated', 'StayLimitsUpdated', 'PromptPayIdChanged']));
    const pricing = events.find((e) => e.type === 'VillaPricingUpdated')!;
    expect(pricing.actor).toEqual({ kind: 'admin', id: owner.id, email: owner.email, name: 'Owner' });
    expect(pricing.changes).toMatchObject({ changes: { weekdayPrice: 7000 }, previous: { weekdayPrice: 5000 } });
    await patch('', { minNights: 1, promptPayId: null }).expect(200);
  });

  it('validates the villa update with 400', async () => {
    for (const body of [
      { promptPayId: 'not-a-number' }, { promptPayId: '12345' }, { minRooms: 9 }, { minNights: 20, maxNights: 10 },
      { weekdayPrice: -1 }, { weekdayPrice: 10.5 }, { paymentWindowMinutes: 1 }, { name: 'Villa' }, { name: { fr: 'Villa' } },
      { slideImages: [] }, { bankDetails: [] }, { title: { en: 'x'.repeat(201) } },
    ]) {
      const res = await patch('', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
  });

  it('replaces the bank accounts; validates them', async () => {
    const res = await patch('/bank-details', {
      bankDetails: [
        { bankName: 'SCB', accountNumber: '111-2-33333-4', accountName: 'Baan Talay' },
        { bankName: 'Krungthai', accountNumber: '999', accountName: 'Baan Talay Co.' },
      ],
    }).expect(200);
    expect(res.body.bankDetails).toEqual([
      { id: expect.any(String), bankName: 'SCB', accountNumber: '111-2-33333-4', accountName: 'Baan Talay' },
      { id: expect.any(String), bankName: 'Krungthai', accountNumber: '999', accountName: 'Baan Talay Co.' },
    ]);
    const [scb] = res.body.bankDetails;
    const edited = await patch('/bank-details', { bankDetails: [{ ...scb, accountName: 'Renamed' }] }).expect(200);
    expect(edited.body.bankDetails).toEqual([{ ...scb, accountName: 'Renamed' }]);
    expect((await api().get('/api/villa').expect(200)).body.bankDetails).toEqual(edited.body.bankDetails);
    for (const body of [{}, { bankDetails: 'SCB' }, { bankDetails: [{ bankName: 'SCB' }] }, { bankDetails: [{ bankName: ' ', accountNumber: '1', accountName: 'A' }] }]) {
      const bad = await patch('/bank-details', body);
      expect({ body, status: bad.status }).toEqual({ body, status: 400 });
    }
    const byOwner = (await villaEvents()).filter((e) => e.type === 'BankAccountsReplaced' && e.actor.kind === 'admin');
    expect(byOwner).toHaveLength(2);
  });

  it('sets the background from a photo: WebP and AVIF 1920 to 640 wide, named by content, metadata stripped, served publicly; clears it', async () => {
    const res = await upload('patch', '/background', 'backgroundImage', [[await photo(), 'beach.jpg']]).expect(200);
    const url: string = res.body.backgroundImage;
    expect(url).toMatch(/^\/api\/villa\/images\/[0-9a-f]{32}\.webp$/);
    const avif = await api().get(url.replace('.webp', '-960.avif')).expect(200).expect('Content-Type', 'image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(avif.body).metadata()).width).toBe(960);
    const big = await api().get(url).expect(200).expect('Content-Type', 'image/webp');
    const small = await api().get(url.replace('.webp', '-640.webp')).expect(200);
    const [bigMeta, smallMeta] = await Promise.all([sharp(big.body).metadata(), sharp(small.body).metadata()]);
    expect([bigMeta.format, bigMeta.width, bigMeta.height, smallMeta.width]).toEqual(['webp', 1920, 1080, 640]);
    expect(bigMeta.exif).toBeUndefined();
    expect(Buffer.from(big.body).includes('camera-owner-secret')).toBe(false);
    expect((await api().get('/api/villa').expect(200)).body.backgroundImage).toBe(url);
    expect((await api().delete('/api/admin/villa/background').set(owner.auth).expect(200)).body.backgroundImage).toBeNull();
  });

  it('checks uploads by content and size: 400 for a renamed PDF, 413 past 5 MB, 400 with no file', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%fake\n');
    const notImage = await upload('patch', '/background', 'backgroundImage', [[pdf, 'beach.jpg']]).expect(400);
    expect(notImage.body).toMatchObject({ code: 'image.wrongType', params: { name: 'beach.jpg' } });
    const huge = Buffer.concat([await photo(100, 100), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload('patch', '/background', 'backgroundImage', [[huge, 'huge.jpg']]).expect(413);
    expect(tooBig.body).toMatchObject({ code: 'image.tooLarge', params: { maxMb: 5 } });
    await api().patch('/api/admin/villa/background').set(owner.auth).field('note', 'x').expect(400);
    await upload('patch', '/background', 'wrongField', [[await photo(100, 100), 'a.jpg']]).expect(400);
  });

  it('sets and clears the PromptPay QR image (lossless WebP)', async () => {
    const qr = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const res = await upload('post', '/promptpay-qr', 'qrImage', [[qr, 'qr.png']]).expect(201);
    expect(res.body.promptPayQrImage).toMatch(/^\/api\/villa\/images\/.+\.webp$/);
    const image = await api().get(res.body.promptPayQrImage).expect(200);
    expect(Buffer.from(image.body).toString('latin1', 12, 16)).toBe('VP8L');
    expect((await api().get('/api/villa').expect(200)).body).toMatchObject({ promptPayAvailable: true, promptPayQrImage: res.body.promptPayQrImage });
    const cleared = await api().delete('/api/admin/villa/promptpay-qr').set(owner.auth).expect(200);
    expect(cleared.body.promptPayQrImage).toBeNull();
    await upload('post', '/promptpay-qr', 'qrImage', [[qr, 'a.png'], [qr, 'b.png']]).expect(400);
  });

  it('adds slides (at most 5 a call, 50 in all) and removes one', async () => {
    const before: AdminVillaDto = (await api().get('/api/admin/villa').set(owner.auth).expect(200)).body;
    const small = await photo(64, 36, 'png');
    const added = await upload('post', '/slides', 'slideImages', [[small, 'a.png'], [await photo(64, 36, 'webp'), 'b.webp']]).expect(201);
    expect(added.body.slideImages).toHaveLength(before.slideImages.length + 2);
    const six = Array.from({ length: 6 }, (_, i) => [small, `s${i}.png`] as [Buffer, string]);
    const tooMany = await upload('post', '/slides', 'slideImages', six).expect(400);
    expect(tooMany.body).toMatchObject({ code: 'upload.tooManyFiles', params: { max: 5, field: 'slideImages' } });
    const mixed = await upload('post', '/slides', 'slideImages', [[small, 'ok.png'], [Buffer.from('GIF89a'), 'bad.png']]).expect(400);
    expect(mixed.body).toMatchObject({ code: 'image.wrongType', params: { name: 'bad.png' } });

    let count = added.body.slideImages.length;
    while (count < 50) {
      const batch = Math.min(5, 50 - count);
      count = (await upload('post', '/slides', 'slideImages', six.slice(0, batch)).expect(201)).body.slideImages.length;
    }
    const full = await upload('post', '/slides', 'slideImages', [[small, 'one-more.png']]).expect(400);
    expect(full.body).toMatchObject({ code: 'villa.tooManySlides', params: { max: 50 } });

    const [first] = added.body.slideImages.slice(-2);
    const removed = await api().delete(`/api/admin/villa/slides/${first.id}`).set(owner.auth).expect(200);
    expect(removed.body.slideImages.map((s: { id: string }) => s.id)).not.toContain(first.id);
    await api().delete(`/api/admin/villa/slides/${first.id}`).set(owner.auth).expect(404);
    const events = await villaEvents();
    expect(events.filter((e) => e.type === 'SlidesAdded').every((e) => e.actor.id === owner.id)).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'SlideRemoved', changes: { slideId: first.id } });
  });

  it('adds, edits and removes rooms (multipart, JSON texts, images)', async () => {
    const small = await photo(80, 60);
    const created = await api()
      .post('/api/admin/villa/rooms')
      .set(owner.auth)
      .field('name', JSON.stringify({ th: 'ห้องสวน', en: 'Lagoon loft' }))
      .field('description', JSON.stringify({ en: 'Opens onto the garden' }))
      .attach('roomImages', small, 'a.jpg')
      .attach('roomImages', small, 'b.jpg')
      .expect(201);
    const room = created.body.rooms.find((r: { name: { en: string } }) => r.name.en === 'Lagoon loft');
    expect(room).toMatchObject({ description: { th: '', en: 'Opens onto the garden' }, images: [expect.stringMatching(/\.webp$/), expect.stringMatching(/\.webp$/)] });
    expect((await api().get('/api/villa/rooms').expect(200)).body.rooms).toContainEqual(room);

    const renamed = await api().patch(`/api/admin/villa/rooms/${room.id}`).set(owner.auth).field('name', JSON.stringify({ th: 'ห้องสวนใหม่', en: 'New garden room' })).expect(200);
    expect(renamed.body.rooms.find((r: { id: string }) => r.id === room.id)).toMatchObject({ name: { en: 'New garden room' }, images: room.images });
    const reimaged = await api()
      .patch(`/api/admin/villa/rooms/${room.id}`)
      .set(owner.auth)
      .field('images', JSON.stringify([room.images[1]]))
      .attach('roomImages', await photo(64, 36, 'png'), 'c.png')
      .expect(200);
    const images = reimaged.body.rooms.find((r: { id: string }) => r.id === room.id).images;
    expect(images).toEqual([room.images[1], expect.stringMatching(/\.webp$/)]);
    // Named by content: another picture, another URL.
    expect(images[1]).not.toBe(room.images[0]);

    for (const [name, value] of [['name', '{not json'], ['name', JSON.stringify({ th: '', en: '' })], ['images', JSON.stringify(['/api/villa/images/other.webp'])], ['images', '"x"']]) {
      const res = await api().patch(`/api/admin/villa/rooms/${room.id}`).set(owner.auth).field(name, value);
      expect({ name, value, status: res.status }).toEqual({ name, value, status: 400 });
    }
    await api().post('/api/admin/villa/rooms').set(owner.auth).field('description', '{}').expect(400);
    await api().patch('/api/admin/villa/rooms/no-such-room').set(owner.auth).field('name', JSON.stringify({ en: 'X' })).expect(404);
    const removed = await api().delete(`/api/admin/villa/rooms/${room.id}`).set(owner.auth).expect(200);
    expect(removed.body.rooms.map((r: { id: string }) => r.id)).not.toContain(room.id);
    await api().delete(`/api/admin/villa/rooms/${room.id}`).set(owner.auth).expect(404);
    const types = (await villaEvents()).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['RoomAdded', 'RoomUpdated', 'RoomRemoved']));
  });

  it('guards every villa admin route with 401 (none, expired, forged token)', async () => {
    const routes: ['get' | 'post' | 'patch' | 'delete', string][] = [
      ['get', '/api/admin/villa'], ['patch', '/api/admin/villa'], ['patch', '/api/admin/villa/bank-details'],
      ['post', '/api/admin/villa/promptpay-qr'], ['delete', '/api/admin/villa/promptpay-qr'],
      ['patch', '/api/admin/villa/background'], ['delete', '/api/admin/villa/background'],
      ['post', '/api/admin/villa/slides'], ['delete', '/api/admin/villa/slides/x'],
      ['post', '/api/admin/villa/rooms'], ['patch', '/api/admin/villa/rooms/x'], ['delete', '/api/admin/villa/rooms/x'],
    ];
    for (const [method, path] of routes) await expectAdminOnly(t, owner, method, path);
  });
});
