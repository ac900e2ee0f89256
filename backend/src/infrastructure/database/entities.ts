import { AdminUserEntity } from '../../modules/admin-auth/projections/admin-user.entity';
import { AuditEntryEntity } from '../../modules/audit/projections/audit-entry.entity';
import { BookingView } from '../../modules/booking/projections/booking-view.entity';

/**
 * Every TypeORM entity of the backend, listed once so the app, the CLI and the tests share one
 * data source definition: the read models served through repositories. Tables written and read
 * only by SQL (villa_view, admin_email_claims, the event store's) have their schema in their
 * migration alone.
 */
export const ENTITIES: (new (...args: never[]) => unknown)[] = [AdminUserEntity, AuditEntryEntity, BookingView];
