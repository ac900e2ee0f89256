/** What events:stream can look streams up by (the audit log lists every stream of the store). */
export interface StreamLookup {
  /** Whether the store holds events under this exact stream name. */
  exists(streamId: string): Promise<boolean>;
  /** Stream names starting with `prefix`, or of bookings whose id starts with `bookingIdPrefix`. */
  matching(prefix: string, bookingIdPrefix: string | null): Promise<{ streamId: string; events: number }[]>;
}

export type StreamResolution =
  | { kind: 'stream'; streamId: string }
  | { kind: 'list'; streams: { streamId: string; events: number }[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An operator types what they have: a stream name, a booking reference (`BT-1A2B3C4D`, as the
 * guest reads it out), a bare booking or admin id, or the start of any of those. One match is
 * shown; several are listed; none is an empty list.
 */
export async function resolveStream(input: string, lookup: StreamLookup): Promise<StreamResolution> {
  const text = input.trim();
  if (await lookup.exists(text)) return { kind: 'stream', streamId: text };
  const lower = text.toLowerCase();
  const reference = /^bt-([0-9a-f]{1,8})$/.exec(lower);
  if (UUID.test(lower)) {
    for (const streamId of [`booking-${lower}`, `admin-user-${lower}`]) if (await lookup.exists(streamId)) return { kind: 'stream', streamId };
  }
  const idPrefix = reference ? reference[1] : /^[0-9a-f-]+$/.test(lower) ? lower : null;
  const streams = await lookup.matching(text, idPrefix);
  return streams.length === 1 ? { kind: 'stream', streamId: streams[0].streamId } : { kind: 'list', streams };
}
