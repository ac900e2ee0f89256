import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ArrivalDetailsDto, GuestPortalAdminDto, PortalSecretDto } from '@baan-talay/contracts';
import type { DataSource } from 'typeorm';
import { GUEST_EMAIL_KINDS } from '@baan-talay/contracts';
import { initialPortalConfig, type GuestPortalConfig } from '../domain/guest-portal.state';
import type { ArrivalRow as StoredArrivalRow } from '../projections/booking-arrival.projection';
import { GUEST_PORTAL_VIEW_ID } from '../projections/guest-portal-view.projection';

type ArrivalRow = Omit<StoredArrivalRow, 'updated_at'>;

/** Reads the portal's read models (guest_portal_view, booking_arrival) and the secrets' values. */
@Injectable()
export class GuestPortalQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async config(): Promise<GuestPortalConfig> {
    const [row] = await this.dataSource.query('SELECT config FROM guest_portal_view WHERE id = $1', [GUEST_PORTAL_VIEW_ID]);
    return (row?.config as GuestPortalConfig | undefined) ?? initialPortalConfig();
  }

  /** The secrets with their values, in the owner's order: only for the owner, or a guest inside the window. */
  async secrets(config?: GuestPortalConfig): Promise<PortalSecretDto[]> {
    const { secretLabels } = config ?? (await this.config());
    const rows: { id: string; value: string }[] = await this.dataSource.query('SELECT id, value FROM portal_secret_values');
    const values = new Map(rows.map((row) => [row.id, row.value]));
    return secretLabels.map(({ id, label }) => ({ id, label, value: values.get(id) ?? '' }));
  }

  async adminView(): Promise<GuestPortalAdminDto> {
    const config = await this.config();
    return {
      manual: config.manual,
      secrets: await this.secrets(config),
      settings: config.settings,
      emails: GUEST_EMAIL_KINDS.map((kind) => config.emails[kind]),
    };
  }

  async arrivals(bookingIds: string[]): Promise<Record<string, ArrivalDetailsDto>> {
    if (bookingIds.length === 0) return {};
    const rows: ArrivalRow[] = await this.dataSource.query(
      'SELECT booking_id, arrival_time, flight, adults, children FROM booking_arrival WHERE booking_id = ANY($1::uuid[])',
      [bookingIds],
    );
    return Object.fromEntries(rows.map((row) => [row.booking_id, arrivalDto(row)]));
  }

  async arrival(bookingId: string): Promise<ArrivalDetailsDto | null> {
    return (await this.arrivals([bookingId]))[bookingId] ?? null;
  }
}

const arrivalDto = (row: ArrivalRow): ArrivalDetailsDto => ({
  arrivalTime: row.arrival_time,
  flight: row.flight,
  adults: row.adults,
  children: row.children,
});
