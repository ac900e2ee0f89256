import type { CliCommand } from '../cli-command';
import { formatTable } from '../format-table';

/** The operator's view of iCal imports: each external calendar, its stays and conflicts, last success and last error. */
export const command: CliCommand = {
  name: 'calendars:status',
  description: 'External iCal calendars: stays, conflicts, last success and last error',
  configure: (cmd) => cmd.option('--json', 'print JSON'),
  async run(context, _args, options) {
    const { CalendarQueries } = await import('../../modules/availability');
    const calendars = await (await context.app()).get(CalendarQueries).calendars();
    if (options.json) {
      context.print(JSON.stringify(calendars, null, 2));
      return;
    }
    if (calendars.length === 0) return context.print('No external calendars.');
    context.print(
      formatTable(
        ['NAME', 'STAYS', 'CONFLICTS', 'LAST SUCCESS', 'LAST ERROR', 'ERROR AT', 'URL'],
        calendars.map((c) => [c.name, c.stays, c.conflicts, c.lastSuccessAt ?? '-', c.lastError ?? '', c.lastErrorAt ?? '', c.url.replace(/\?.*$/, '?…')]),
      ),
    );
    // A calendar whose last attempt failed, or an imported stay in conflict, wants attention.
    return calendars.some((c) => c.conflicts > 0 || (c.lastErrorAt !== null && (c.lastSuccessAt === null || c.lastErrorAt > c.lastSuccessAt))) ? 2 : 0;
  },
};
