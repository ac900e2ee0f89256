import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Write-side uniqueness of admin e-mails (not a read model: a rebuild never touches it). A row is
 * inserted in the same transaction as the AdminRegistered append, so two registrations of one
 * e-mail cannot both succeed. `first` is true for at most one row (partial unique index): the
 * account that won the "first account becomes an active admin" race.
 */
@Entity({ name: 'admin_email_claims' })
export class AdminEmailClaimEntity {
  @PrimaryColumn('text')
  email!: string;

  @Column('uuid', { name: 'admin_id', unique: true })
  adminId!: string;

  @Column('boolean', { default: false })
  first!: boolean;
}
