import { Client } from 'pg';

export interface StreamCheck {
  streamId: string;
  events: number;
  types: string[];
}

/** Reads the event store's tables directly, to judge what a crash did to them. */
export class EventStoreInspector {
  private constructor(private readonly client: Client) {}

  static async connect(databaseUrl: string): Promise<EventStoreInspector> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    return new EventStoreInspector(client);
  }

  query<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.client.query(sql, params).then((result) => result.rows as T[]);
  }

  /**
   * Every stream whose id starts with `prefix`, with its events in order. Throws when a stream's
   * versions are not exactly 1..n or an event id repeats.
   */
  async streams(prefix: string): Promise<Map<string, StreamCheck>> {
    const rows = await this.query<{ stream_id: string; versions: string[]; types: string[]; ids: number; distinct_ids: number }>(
      `SELECT e.stream_id, array_agg(e.stream_version ORDER BY e.stream_version)::text[] AS versions,
              array_agg(e.event_type ORDER BY e.stream_version) AS types,
              count(*)::int AS ids, count(DISTINCT e.event_id)::int AS distinct_ids
         FROM es_events e WHERE e.stream_id LIKE $1 GROUP BY e.stream_id`,
      [`${prefix}%`],
    );
    const streams = new Map<string, StreamCheck>();
    for (const row of rows) {
      const expected = row.versions.map((_, i) => String(i + 1));
      if (row.versions.join() !== expected.join()) throw new Error(`${row.stream_id}: versions ${row.versions.join()} are not 1..n`);
      if (row.distinct_ids !== row.ids) throw new Error(`${row.stream_id}: an event id appears twice`);
      streams.set(row.stream_id, { streamId: row.stream_id, events: row.versions.length, types: row.types });
    }
    return streams;
  }

  /** Checkpoints of projections and reactors that have not reached the last event, or stopped. */
  async lagging(): Promise<{ name: string; position: string | null; state: string; head: string }[]> {
    return this.query(
      `WITH head AS (SELECT transaction_id::text || ':' || global_position AS head FROM es_events
                      ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
       SELECT c.name, c.position, c.state, head.head FROM projection_checkpoints c, head
        WHERE c.position IS DISTINCT FROM head.head OR c.state <> 'running'`,
    );
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
