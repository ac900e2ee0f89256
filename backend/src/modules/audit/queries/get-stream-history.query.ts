import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuditEntryDto } from '@baan-talay/contracts';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { AuditDescriber } from '../audit-description';
import { AdminUsersReader } from '../../admin-auth';
import { auditEntryFromEvent, withAdminNames } from './audit-entry.view';

/** Every event of one stream, oldest first, with actor and changes: a booking's history. */
export class GetStreamHistoryQuery {
  constructor(readonly streamId: string) {}
}

@QueryHandler(GetStreamHistoryQuery)
export class GetStreamHistoryHandler implements IQueryHandler<GetStreamHistoryQuery, AuditEntryDto[]> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly admins: AdminUsersReader,
  ) {}

  async execute({ streamId }: GetStreamHistoryQuery): Promise<AuditEntryDto[]> {
    const events = await this.store.readStream(streamId);
    const describer = new AuditDescriber();
    return withAdminNames(
      events.map((event) => auditEntryFromEvent(event, describer)),
      this.admins,
    );
  }
}
