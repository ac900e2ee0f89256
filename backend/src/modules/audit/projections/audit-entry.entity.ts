import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per event of any stream, written only by AuditLogProjection: a reference to the event (stream and version) with what the list filters on. */
@Entity({ name: 'audit_log' })
export class AuditEntryEntity {
  /** Order in which the projection saw the event (checkpoint order), 1, 2, 3 … */
  @PrimaryColumn('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  seq!: number;

  @Column('uuid', { name: 'event_id', unique: true })
  eventId!: string;

  @Column('text', { name: 'stream_id' })
  streamId!: string;

  @Column('integer', { name: 'stream_version' })
  streamVersion!: number;

  @Column('text', { name: 'booking_id', nullable: true })
  bookingId!: string | null;

  @Column('text', { name: 'event_type' })
  eventType!: string;

  @Column('timestamptz', { name: 'occurred_at' })
  occurredAt!: Date;

  @Column('text', { name: 'actor_kind' })
  actorKind!: 'guest' | 'admin' | 'system';

  @Column('text', { name: 'actor_id', nullable: true })
  actorId!: string | null;

  @Column('text', { name: 'actor_email', nullable: true })
  actorEmail!: string | null;
}
