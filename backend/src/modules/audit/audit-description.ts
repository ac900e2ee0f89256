import type { AuditDescription, AuditValueFormat } from '@baan-talay/contracts';
import { describe, field, value } from './audit-values';
import { describeCalendarEvent } from './audit-calendar-description';
import { describeArrival, describeGuestPortalEvent } from './audit-guest-portal-description';
import { describeGuestExtraEvent } from './audit-guest-extras-description';
import { describePaymentEvent } from './audit-payment-description';
import { describeVillaEvent, emptyVillaShadow, type VillaShadow } from './audit-villa-description';

type Data = Record<string, unknown>;

/** Formats of the fields an admin edit (BookingDetailsChanged) may carry. */
const DETAIL_FORMATS: Record<string, AuditValueFormat> = {
  customerName: 'text',
  checkIn: 'date',
  checkOut: 'date',
  guests: 'number',
  rooms: 'number',
  totalOverride: 'money',
};

const total = (breakdown: unknown): number | undefined => (breakdown as { total?: number } | undefined)?.total;
const present = (raw: unknown): boolean => raw !== undefined && raw !== null && raw !== '';

function describeBookingEvent(type: string, d: Data): AuditDescription | null {
  switch (type) {
    case 'BookingCreated':
      return describe(type, {
        params: {
          checkIn: value('date', d.checkIn),
          checkOut: value('date', d.checkOut),
          rooms: value('number', d.rooms),
          guests: value('number', d.guests),
          total: value('money', d.totalOverride ?? total(d.breakdown)),
        },
        fields: [
          field('paymentMethod', 'paymentMethod', d.paymentMethod),
          field('paymentDeadline', 'dateTime', d.paymentDeadline),
          field('language', 'language', d.language),
          ...(present(d.specialRequests) ? [field('specialRequests', 'text', d.specialRequests)] : []),
        ],
      });
    case 'CustomerInfoAdded':
      return describe(type, {
        params: { name: value('text', [d.firstName, d.lastName].filter(Boolean).join(' ')) },
        fields: [
          field('email', 'text', d.email),
          field('phone', 'text', d.phone),
          ...(d.guests !== undefined ? [field('guests', 'number', d.guests)] : []),
          ...(present(d.specialRequests) ? [field('specialRequests', 'text', d.specialRequests)] : []),
          ...(d.breakdown ? [field('total', 'money', total(d.breakdown), d.previousTotal ?? null)] : []),
        ],
      });
    case 'PaymentMethodChosen':
      return describe(type, { params: { method: value('paymentMethod', d.paymentMethod) } });
    case 'SlipAttached':
      return describe(type, { fields: [field('contentType', 'text', d.contentType), field('size', 'bytes', d.size)] });
    case 'SlipCleared':
      return describe(d.by === 'admin' ? 'SlipRejected' : type, {
        fields: [
          ...(present(d.reason) ? [field('reason', 'text', d.reason)] : []),
          ...(present(d.paymentDeadline) ? [field('paymentDeadline', 'dateTime', d.paymentDeadline)] : []),
        ],
      });
    case 'BookingConfirmed':
      return describe(type, { fields: [field('status', 'status', 'confirmed', d.previousStatus)] });
    case 'BookingExpired':
      return describe(type, { fields: [field('paymentDeadline', 'dateTime', d.paymentDeadline)] });
    case 'BookingCancelled':
      return describe(type, {
        fields: [
          field('status', 'status', 'cancelled', d.previousStatus),
          ...(present(d.reason) ? [field('reason', 'text', d.reason)] : []),
          ...(typeof d.refunded === 'boolean' ? [field('refunded', 'boolean', d.refunded)] : []),
        ],
      });
    case 'BookingDetailsChanged': {
      const changes = (d.changes ?? {}) as Data;
      const previous = (d.previous ?? {}) as Data;
      const fields = Object.keys(changes).map((key) =>
        key === 'breakdown'
          ? field('total', 'money', total(changes.breakdown), total(previous.breakdown))
          : field(key, DETAIL_FORMATS[key] ?? 'text', changes[key], previous[key] ?? null),
      );
      const override = (d.override as { reason?: string } | undefined)?.reason;
      return describe(type, { fields: override ? [...fields, field('overrideReason', 'text', override)] : fields });
    }
    case 'BookingDeleted':
      return describe(type, { fields: [field('status', 'status', 'deleted', d.previousStatus)] });
    case 'ConfirmationEmailSent':
      return describe(type, { params: { to: value('text', d.to) } });
    case 'BookingNoteAdded':
      return describe(type, { params: { text: value('text', d.text) } });
    case 'BookingRefundRecorded':
      return describe(type, {
        params: { amount: value('money', d.amount), proposed: value('money', d.proposedAmount) },
        fields: present(d.reason) ? [field('reason', 'text', d.reason)] : [],
      });
    case 'BuyerDetailsAdded':
      return describe(type);
    case 'ArrivalDetailsGiven':
      return describeArrival(d);
    case 'SecretsViewed':
      return describe(type);
    case 'PersonalDataErased':
      return describe(d.reason === 'retention' ? 'PersonalDataErasedRetention' : type);
    default:
      return null;
  }
}

interface AdminShadow {
  name?: string;
  email?: string;
}

function describeAdminEvent(type: string, d: Data, admin: AdminShadow): AuditDescription | null {
  if (type === 'AdminRegistered') {
    admin.name = d.name as string;
    admin.email = d.email as string;
  }
  const params = { name: value('text', admin.name ?? ''), email: value('text', admin.email ?? '') };
  switch (type) {
    case 'AdminRegistered':
      return describe(type, { params, fields: [field('accountStatus', 'adminStatus', d.status)] });
    case 'AdminApproved':
      return describe(type, { params, fields: [field('accountStatus', 'adminStatus', 'active', d.previousStatus)] });
    case 'AdminDisabled':
      return describe(type, { params, fields: [field('accountStatus', 'adminStatus', 'disabled', d.previousStatus)] });
    case 'AdminRejected':
      return describe(type, { params, fields: [field('accountStatus', 'adminStatus', 'rejected', 'pending')] });
    case 'AdminOwnershipTransferred':
    case 'AdminPasswordChanged':
    case 'AdminPasswordReset':
      return describe(type, { params });
    case 'AdminNotificationsChanged':
      return describe(d.bookingEmails ? 'AdminNotificationsOn' : 'AdminNotificationsOff', { params });
    default:
      return null;
  }
}

/**
 * Tells the events of one stream, oldest first, as an owner reads them. Stateful: a villa or admin
 * event often says only what is new (a bank-account list, a room's new name), so what it was before
 * comes from the earlier events of the same stream. Feed it every event of a stream in order; an
 * event described without its predecessors still reads well, only without the "before" values.
 */
export class AuditDescriber {
  private readonly villa: VillaShadow = emptyVillaShadow();
  private readonly admin: AdminShadow = {};

  describe(type: string, data: unknown): AuditDescription {
    const d = (data && typeof data === 'object' ? data : {}) as Data;
    return (
      describeBookingEvent(type, d) ??
      describePaymentEvent(type, d) ??
      describeVillaEvent(type, d, this.villa) ??
      describeAdminEvent(type, d, this.admin) ??
      describeCalendarEvent(type, d) ??
      describeGuestPortalEvent(type, d) ??
      describeGuestExtraEvent(type, d) ??
      describe('unknown', { params: { type: value('text', type) } })
    );
  }
}

/** Streams whose events need their predecessors to tell what changed. */
export const needsStreamHistory = (streamId: string): boolean => streamId === 'villa-main' || streamId.startsWith('admin-user-');
