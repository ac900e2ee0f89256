import type { CliCommand } from '../cli-command';
import { formatTable } from '../format-table';

/** Reads Redis only: it works while Postgres is down, which is when an operator may need it most. */
export const command: CliCommand = {
  name: 'queues:status',
  description: 'BullMQ queues under QUEUE_PREFIX: waiting, delayed, active, failed and completed jobs',
  configure: (cmd) => cmd.option('--json', 'print JSON'),
  async run(context, _args, options) {
    const [{ readQueueStatus }, { CALENDAR_SYNC_QUEUE }, { CALENDAR_ALERT_QUEUE }, { PAYMENT_WINDOW_QUEUE }, { ACCOUNT_EMAIL_QUEUE }, { EMAIL_QUEUE }] = await Promise.all([
      import('../../infrastructure/queue/queue-status'),
      import('../../modules/availability/jobs/calendar-sync.jobs'),
      import('../../modules/availability/jobs/conflict-alerts'),
      import('../../modules/booking/jobs/payment-window.jobs'),
      import('../../modules/notifications/jobs/account-email.queue'),
      import('../../modules/notifications/jobs/email.jobs'),
    ]);
    const { redisUrl, queuePrefix } = context.config;
    const rows = await readQueueStatus(redisUrl, queuePrefix, [EMAIL_QUEUE, ACCOUNT_EMAIL_QUEUE, PAYMENT_WINDOW_QUEUE, CALENDAR_SYNC_QUEUE, CALENDAR_ALERT_QUEUE]);
    if (!rows.some((row) => row.exists)) {
      // A wrong QUEUE_PREFIX would otherwise show a reassuring table of zeros.
      context.error(
        `No queue exists under QUEUE_PREFIX=${queuePrefix} in Redis at ${new URL(redisUrl).host}: set QUEUE_PREFIX to the server's (its default is baantalay).`,
      );
      return 3;
    }
    if (options.json) {
      context.print(JSON.stringify({ prefix: queuePrefix, queues: rows.map(({ exists: _exists, ...counts }) => counts) }, null, 2));
      return;
    }
    context.print(`Prefix: ${queuePrefix}   Redis: ${new URL(redisUrl).host}`);
    context.print(
      formatTable(
        ['QUEUE', 'WAITING', 'DELAYED', 'ACTIVE', 'FAILED', 'COMPLETED'],
        rows.map((row) => [row.queue, row.waiting, row.delayed, row.active, row.failed, row.completed]),
      ),
    );
    // Failed jobs have used up their retries: worth a non-zero exit for a monitoring script.
    return rows.some((row) => row.failed > 0) ? 2 : 0;
  },
};
