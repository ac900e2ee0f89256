import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AdminUserStatus } from '@baan-talay/contracts';

/** Read model of admin accounts, written only by AdminUsersProjection. */
@Entity({ name: 'admin_users' })
export class AdminUserEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { unique: true })
  email!: string;

  @Column('text')
  name!: string;

  @Column('text')
  status!: AdminUserStatus;

  @Column('text')
  role!: 'owner' | 'admin';

  @Column('boolean', { name: 'booking_emails', default: true })
  bookingEmails!: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}
