import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Villa } from '../domain/villa.state';

/** The villa read model (table villa_view): one row, id 'main', the whole villa as a document. */
@Entity({ name: 'villa_view' })
export class VillaView {
  @PrimaryColumn('text') id!: string;
  @Column('jsonb') villa!: Villa;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
