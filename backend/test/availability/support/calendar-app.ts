import { Client } from 'pg';
import { registerFirstAdmin, SignedInAdmin } from '../../admin/support/admin-session';
import { startTestApp, TestApp } from '../../support/test-app';
import { startIcalServer } from './ical-server';

export interface CalendarApp {
  app: TestApp;
  admin: SignedInAdmin;
  /** A client of the app's own database, to look at what it stored. */
  db: Client;
  ical: Awaited<ReturnType<typeof startIcalServer>>;
  close(): Promise<void>;
}

/**
 * The product with its owner, a client of its database, and a feed server on 127.0.0.1 serving
 * `feeds` (path → .ics text; the map may change later). Fetches from loopback are allowed
 * (ICAL_ALLOW_PRIVATE), and the booking horizon reaches the fixtures' stays in 2030.
 */
export async function startCalendarApp(feeds: Map<string, string>): Promise<CalendarApp> {
  const ical = await startIcalServer(feeds);
  const app = await startTestApp({ ICAL_ALLOW_PRIVATE: 'true', BOOKING_HORIZON_DAYS: '3650' });
  const admin = await registerFirstAdmin(app);
  const db = new Client({ connectionString: app.config.databaseUrl });
  await db.connect();
  return {
    app,
    admin,
    db,
    ical,
    close: async () => {
      await db.end();
      await app.close();
      await ical.close();
    },
  };
}
