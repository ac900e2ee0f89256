import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { ErasePersonalDataCommand } from '../../src/modules/booking';
import { inDays } from '../admin/support/bookings';
import { projectionsCaughtUp } from '../admin/support/projections';
import type { CreatedBooking } from '../booking/support/booking-client';
import { ShiftedClock } from '../support/shifted-clock';
import { appWithOwner, confirmedStay } from './support';

const DAY = 24 * 3600 * 1000;

describe('reviews from real stays', () => {
  const clock = new ShiftedClock();
  const app = appWithOwner({}, { clock });

  const review = (b: CreatedBooking, body: object, token = b.token) => request(app.t.http).post(`/api/booking/${b.id}/review`).set('X-Booking-Token', token).send(body);
  const admin = (path: string) => request(app.t.http).post(`/api/admin/reviews/${path}`).set(app.owner.auth);
  const published = async () => (await request(app.t.http).get('/api/reviews').expect(200)).body;

  it("takes one review per stay from its guest after check-out; the owner publishes, hides and answers it; five published make the figures", async () => {
    const { t, owner } = app;
    const stays: CreatedBooking[] = [];
    for (let i = 0; i < 5; i++) stays.push(await confirmedStay(t, owner, inDays(2 + 2 * i), inDays(3 + 2 * i), `Guest${i}`));
    const [first, second] = stays;

    const before = await request(t.http).get(`/api/booking/${first.id}/review`).set('X-Booking-Token', first.token).expect(200);
    expect(before.body).toMatchObject({ eligible: false, reason: 'review.stayNotEnded', review: null });
    expect((await review(first, { rating: 5, comment: 'Wonderful stay by the sea.' }).expect(409)).body).toMatchObject({ code: 'review.stayNotEnded' });

    clock.advance(15 * DAY);
    expect((await review(first, { rating: 6, comment: 'Wonderful stay by the sea.' }).expect(400)).body).toMatchObject({ code: 'review.ratingInvalid' });
    expect((await review(first, { rating: 5, comment: 'Too short' }).expect(400)).body).toMatchObject({ code: 'review.commentLength' });
    // Another booking's token opens nothing here; an admin cannot write the guest's review.
    await review(first, { rating: 5, comment: 'Wonderful stay by the sea.' }, second.token).expect(403);
    expect((await request(t.http).post(`/api/booking/${first.id}/review`).set(owner.auth).send({ rating: 5, comment: 'Written by the owner.' }).expect(403)).body).toMatchObject({ code: 'review.guestOnly' });

    const sent = await review(first, { rating: 5, comment: '  Wonderful stay by the sea.  ' }).expect(201);
    expect(sent.body).toMatchObject({ eligible: false, reason: 'review.alreadySubmitted', review: { rating: 5, comment: 'Wonderful stay by the sea.', status: 'pending' } });
    expect((await review(first, { rating: 1, comment: 'Changed my mind entirely.' }).expect(409)).body).toMatchObject({ code: 'review.alreadySubmitted' });
    expect(await published()).toEqual({ reviews: [], summary: null });

    await admin(`${first.id}/publish`).expect(200);
    const shown = await published();
    expect(shown.summary).toBeNull();
    expect(shown.reviews).toEqual([
      { id: `BT-${first.id.slice(0, 8).toUpperCase()}`, author: 'Guest0', rating: 5, comment: 'Wonderful stay by the sea.', language: 'th', stayMonth: inDays(2).slice(0, 7), answer: null },
    ]);
    await admin(`${first.id}/hide`).expect(200);
    expect((await published()).reviews).toEqual([]);
    await admin(`${first.id}/publish`).expect(200);
    await request(t.http).put(`/api/admin/reviews/${first.id}/answer`).set(owner.auth).send({ answer: 'Thank you, come back soon!' }).expect(200);
    expect((await published()).reviews[0].answer).toBe('Thank you, come back soon!');
    await admin(`${second.id}/publish`).expect(404);

    const ratings = [4, 4, 3, 5];
    for (const [i, stay] of stays.slice(1).entries()) {
      await review(stay, { rating: ratings[i], comment: `A fine stay number ${i + 2}.` }).expect(201);
      await admin(`${stay.id}/publish`).expect(200);
    }
    expect((await published()).summary).toEqual({ count: 5, rating: 4.2 });
    const list = (await request(t.http).get('/api/admin/reviews').set(owner.auth).expect(200)).body;
    expect(list).toHaveLength(5);
    await request(t.http).get('/api/admin/reviews').expect(401);

    // The reviewer's name leaves with the booking's personal data; the review stays.
    await t.app.get(CommandBus).execute(new ErasePersonalDataCommand(first.id, { kind: 'admin', id: owner.id }, 'request', new Date(clock.now())));
    await projectionsCaughtUp(t);
    const after = (await published()).reviews.find((r: { comment: string }) => r.comment === 'Wonderful stay by the sea.');
    expect(after).toMatchObject({ author: null, rating: 5 });
  });
});
