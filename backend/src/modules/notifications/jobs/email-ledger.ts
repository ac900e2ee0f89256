import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** email_ledger: the outcome of every e-mail job, kept in Postgres where Redis can't lose it. */
@Injectable()
export class EmailLedger {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async outcome(jobId: string): Promise<string | null> {
    const [row] = await this.dataSource.query('SELECT outcome FROM email_ledger WHERE job_id = $1', [jobId]);
    return row?.outcome ?? null;
  }

  /** Of these job ids, the ones with an outcome. */
  async handled(jobIds: string[]): Promise<Set<string>> {
    if (jobIds.length === 0) return new Set();
    const rows: { job_id: string }[] = await this.dataSource.query('SELECT job_id FROM email_ledger WHERE job_id = ANY($1)', [jobIds]);
    return new Set(rows.map((row) => row.job_id));
  }

  async record(jobId: string, outcome: string): Promise<void> {
    await this.dataSource.query('INSERT INTO email_ledger (job_id, outcome) VALUES ($1, $2) ON CONFLICT (job_id) DO NOTHING', [jobId, outcome]);
  }
}
