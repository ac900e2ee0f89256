import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './http/audit.controller';
import { AuditEntryEntity } from './projections/audit-entry.entity';
import { AuditLogProjection } from './projections/audit-log.projection';
import { GetStreamHistoryHandler } from './queries/get-stream-history.query';
import { ListAuditLogHandler } from './queries/list-audit-log.query';

/** The audit log of every event, and a stream's history for the booking drawer. */
@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [AuditController],
  providers: [AuditLogProjection, ListAuditLogHandler, GetStreamHistoryHandler],
})
export class AuditModule {}
