import type { QueryRunner } from 'typeorm';
import { MIGRATIONS } from './migrations';

/**
 * Rolling deploys run the previous release beside the new schema (docs/deploy.md): a migration may
 * only add (expand). Removing or reshaping what a release reads or writes (contract) waits for the
 * release after the one that stopped using it, and is listed here with the reason it is safe.
 */
const CONTRACT_MIGRATIONS: Record<string, string> = {};

/** Migrations released before this rule: their destructive steps ran long ago on every install. */
const BEFORE_THE_RULE = 1760000006710;

/** Statements an older release running beside the new schema could trip on. */
const DESTRUCTIVE: [RegExp, string][] = [
  [/\bDROP\s+(TABLE|VIEW|MATERIALIZED\s+VIEW|FUNCTION|SEQUENCE|TYPE)\b/i, 'drops an object'],
  [/\bDROP\s+COLUMN\b/i, 'drops a column'],
  [/\bRENAME\s+(COLUMN\b|TO\b|CONSTRAINT\b)/i, 'renames'],
  [/\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes a column required (older inserts lack it)'],
  [/\bADD\s+COLUMN\b(?:(?!\bDEFAULT\b)[^,;])*\bNOT\s+NULL\b(?:(?!\bDEFAULT\b)[^,;])*$/im, 'adds a required column without a default'],
];

const stamp = (migration: { name: string }) => Number(/(\d{13})$/.exec(migration.name)?.[1] ?? 0);

/** The SQL a migration's `up` sends, recorded without a database. */
async function statementsOf(Migration: (typeof MIGRATIONS)[number]): Promise<string[]> {
  const statements: string[] = [];
  const runner = {
    query: async (sql: string) => {
      statements.push(sql);
      return [];
    },
  } as unknown as QueryRunner;
  await (new Migration() as { up(runner: QueryRunner): Promise<void> }).up(runner);
  return statements;
}

describe('migrations expand only', () => {
  const later = MIGRATIONS.filter((Migration) => stamp(Migration) > BEFORE_THE_RULE);

  it('no migration since the rule removes or reshapes what an older release uses, unless listed as a contract step', async () => {
    const found: string[] = [];
    for (const Migration of later) {
      if (CONTRACT_MIGRATIONS[Migration.name]) continue;
      for (const sql of await statementsOf(Migration)) {
        for (const [pattern, what] of DESTRUCTIVE) if (pattern.test(sql)) found.push(`${Migration.name} ${what}: ${sql.trim().split('\n')[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('refuses each kind of destructive statement and lets additions through', () => {
    const refused = (sql: string) => DESTRUCTIVE.some(([pattern]) => pattern.test(sql));
    expect(refused('DROP TABLE es_streams')).toBe(true);
    expect(refused('ALTER TABLE admin_user DROP COLUMN password_hash')).toBe(true);
    expect(refused('ALTER TABLE stay_guard RENAME COLUMN booking_id TO holder_id')).toBe(true);
    expect(refused('ALTER TABLE booking_view ALTER COLUMN total TYPE bigint')).toBe(true);
    expect(refused('ALTER TABLE booking_view ALTER COLUMN phone SET NOT NULL')).toBe(true);
    expect(refused('ALTER TABLE booking_view ADD COLUMN rooms int NOT NULL')).toBe(true);
    expect(refused('ALTER TABLE booking_view ADD COLUMN rooms int NOT NULL DEFAULT 1')).toBe(false);
    expect(refused('ALTER TABLE booking_view ADD COLUMN note text')).toBe(false);
    expect(refused('CREATE TABLE parked_event (id bigserial PRIMARY KEY, error text NOT NULL)')).toBe(false);
    expect(refused('CREATE INDEX booking_view_email ON booking_view (email)')).toBe(false);
  });

  it('catches the destructive steps of the past', async () => {
    // These ran before rolling deploys were possible; the check must have refused them.
    const past = MIGRATIONS.filter((Migration) => ['OneStayGuard1760000005300', 'AvailabilityHolders1760000006100'].includes(Migration.name));
    for (const Migration of past) {
      const statements = await statementsOf(Migration);
      expect(statements.some((sql) => DESTRUCTIVE.some(([pattern]) => pattern.test(sql)))).toBe(true);
    }
    expect(past).toHaveLength(2);
  });
});
