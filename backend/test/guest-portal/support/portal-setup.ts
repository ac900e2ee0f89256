import { addDays } from '@baan-talay/pricing';
import request from 'supertest';
import type { SignedInAdmin } from '../../admin/support/admin-session';
import type { ShiftedClock } from '../../support/shifted-clock';
import type { TestApp } from '../../support/test-app';

export const DOOR_CODE = '4711-door';
export const WIFI_PASSWORD = 'sea-breeze-2026';

/** The owner writes a house manual and two secrets through the admin API. */
export async function ownerSetsUpPortal(t: TestApp, owner: SignedInAdmin): Promise<void> {
  await request(t.http)
    .put('/api/admin/guest-portal/manual')
    .set(owner.auth)
    .send({
      sections: [
        { title: { th: 'การเดินทาง', en: 'Arrival and directions' }, body: { th: 'จากสนามบิน 40 นาที', en: '40 minutes from the airport' }, mapUrl: 'https://maps.google.com/?q=7.8,98.3' },
        { title: { th: 'Wi-Fi', en: 'Wi-Fi' }, body: { th: 'เครือข่าย BaanTalay', en: 'Network BaanTalay' } },
      ],
    })
    .expect(200);
  await request(t.http)
    .put('/api/admin/guest-portal/secrets')
    .set(owner.auth)
    .send({
      secrets: [
        { label: { th: 'รหัสประตู', en: 'Door code' }, value: DOOR_CODE },
        { label: { th: 'รหัส Wi-Fi', en: 'Wi-Fi password' }, value: WIFI_PASSWORD },
      ],
    })
    .expect(200);
}

export const confirm = (t: TestApp, owner: SignedInAdmin, bookingId: string) =>
  request(t.http).patch(`/api/admin/bookings/${bookingId}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);

/** Moves the application's clock to `hh:mm` villa time (UTC+7) on `day`. */
export function moveClockTo(clock: ShiftedClock, day: string, time = '10:00'): void {
  clock.advance(Date.parse(`${day}T${time}:00+07:00`) - clock.now());
}

export { addDays };
