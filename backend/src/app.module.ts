import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './infrastructure/config/app-config';
import type { Clock } from './shared/clock';
import { ConfigModule } from './infrastructure/config/config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { RedisModule } from './infrastructure/redis/redis.module';
import { MetricsModule } from './infrastructure/metrics/metrics.module';
import { LoggingModule } from './infrastructure/logging/logging.module';
import { RateLimitModule } from './infrastructure/http/rate-limit.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './infrastructure/mail/mail.module';
import { QueueModule } from './infrastructure/queue/queue.module';
import { EventStoreModule } from './event-store/event-store.module';
import { AdminAuthModule } from './modules/admin-auth/admin-auth.module';
import { AuditModule } from './modules/audit/audit.module';
import { StorageModule } from './infrastructure/storage/storage.module';
import { VillaModule } from './modules/villa/villa.module';
import { BookingModule } from './modules/booking/booking.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ReceiptsModule } from './modules/receipts/receipts.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { PaymentsModule } from './modules/payments';
import { PaymentJobsModule } from './modules/payments/jobs/payment-jobs.module';
import { AdminVillaModule } from './modules/villa/http/admin-villa.module';
import { AvailabilityModule } from './modules/availability/availability.module';
import { GuestPortalModule } from './modules/guest-portal/guest-portal.module';
import { Tm30Module } from './modules/tm30';
import { ReviewsModule } from './modules/reviews';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig = loadConfig(), clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config, clock), LoggingModule, MetricsModule, DatabaseModule, RedisModule, RateLimitModule, QueueModule, MailModule, HealthModule, EventStoreModule, AdminAuthModule, AuditModule, StorageModule, BookingModule, DashboardModule, AdminVillaModule, VillaModule, AvailabilityModule, ReceiptsModule, NotificationsModule, GuestPortalModule, Tm30Module, ReviewsModule, PaymentsModule, PaymentJobsModule],
    };
  }
}
