import { CommandBus } from '@nestjs/cqrs';
import { AddRoomCommand, AddSlidesCommand, RemoveSlideCommand, SetBankAccountsCommand, UpdateVillaCommand, VillaImages } from '../../src/modules/villa';
import { startTestApp, TestApp } from '../support/test-app';
import { PNG, bookingClient, inDays } from './support/booking-client';

const admin = { kind: 'admin' as const, id: 'admin-1', email: 'owner@example.com' };

/** Villa commands through the bus, as the admin routes send them: their effect shows at once. */
describe('villa commands', () => {
  let app: TestApp;
  let bus: CommandBus;
  let client: ReturnType<typeof bookingClient>;

  beforeAll(async () => {
    app = await startTestApp();
    bus = app.app.get(CommandBus);
    client = bookingClient(app);
    await client.http().get('/api/villa').expect(200); // the guest view has been read (and kept) before the edit
  });
  afterAll(() => app.close());

  it('prices quotes and bookings with the new prices as soon as the command answers', async () => {
    await bus.execute(new UpdateVillaCommand({ weekdayPrice: 7000, weekendPrice: 7000, promptPayId: '0812345678', title: { en: 'New title' } }, admin));
    const villa = await client.http().get('/api/villa').expect(200);
    expect(villa.body).toMatchObject({ weekdayPrice: 7000, promptPayAvailable: true, title: { en: 'New title' } });
    expect(villa.body).not.toHaveProperty('promptPayId');
    const quote = await client.http().post('/api/booking/quote').send({ checkIn: inDays(3), checkOut: inDays(4), rooms: 3 }).expect(200);
    expect(quote.body.total).toBe(7000);
  });

  it('adds and removes slides and rooms, and replaces bank accounts', async () => {
    const images = app.app.get(VillaImages);
    const { url } = await images.store(PNG, 'slide.png');
    const added = await bus.execute(new AddSlidesCommand([url], admin));
    expect(added.ids).toHaveLength(1);
    await bus.execute(new AddRoomCommand({ name: { th: 'ห้องใหม่', en: 'New room' }, description: { th: '', en: '' }, images: [url] }, admin));
    await bus.execute(new SetBankAccountsCommand([{ bankName: 'SCB', accountNumber: '111-222', accountName: 'Baan Talay' }], admin));
    let villa = (await client.http().get('/api/villa').expect(200)).body;
    expect(villa.slideImages.map((s: { url: string }) => s.url)).toContain(url);
    expect(villa.rooms.map((r: { name: { en: string } }) => r.name.en)).toContain('New room');
    expect(villa.bankDetails).toEqual([expect.objectContaining({ bankName: 'SCB', id: expect.any(String) })]);
    await client.http().get(url).expect(200).expect('Content-Type', 'image/png');

    await bus.execute(new RemoveSlideCommand(added.ids[0], admin));
    villa = (await client.http().get('/api/villa').expect(200)).body;
    expect(villa.slideImages.map((s: { url: string }) => s.url)).not.toContain(url);
  });

  it('answers 4xx for rules the villa breaks', async () => {
    await expect(bus.execute(new UpdateVillaCommand({ minRooms: 9 }, admin))).rejects.toMatchObject({ kind: 'validation' });
    await expect(bus.execute(new RemoveSlideCommand('nope', admin))).rejects.toMatchObject({ kind: 'not_found' });
    await expect(app.app.get(VillaImages).store(Buffer.from('GIF89a....'), 'x.gif')).rejects.toMatchObject({
      kind: 'validation',
      code: 'image.wrongType',
      params: { name: 'x.gif' },
    });
  });
});
