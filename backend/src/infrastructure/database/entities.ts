import { AdminEmailClaimEntity } from '../../modules/admin-auth/projections/admin-email-claim.entity';
import { AdminUserEntity } from '../../modules/admin-auth/projections/admin-user.entity';
import { AuditEntryEntity } from '../../modules/audit/projections/audit-entry.entity';
import { BookingView } from '../../modules/booking/projections/booking-view.entity';
import { VillaView } from '../../modules/villa/projections/villa-view.entity';

/**
 * Every TypeORM entity of the backend, listed once so the app, the CLI and the tests share one
 * data source definition. Each context appends its read-model entities here.
 */
export const ENTITIES: (new (...args: never[]) => unknown)[] = [AdminUserEntity, AdminEmailClaimEntity, AuditEntryEntity, BookingView, VillaView];
