import type { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Messages refused so far (the server answered 451 after DATA). */
  rejected: number;
  /** Resolves once `count` messages have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Refuse this many messages with a temporary error (451), as a flaky relay would… */
  rejectFirst?: number;
  /** …counting only the messages this picks (all when absent). */
  rejectWhen?: (mail: ParsedMail) => boolean;
}

/** A real SMTP server on a random local port that parses what it accepts. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  let toReject = options.rejectFirst ?? 0;
  const sink = { received: [] as ParsedMail[], rejected: 0 };
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (toReject > 0 && (options.rejectWhen?.(mail) ?? true)) {
            toReject--;
            sink.rejected++;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return callback(error);
          }
          sink.received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  const port = await listenOnFreePort(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: sink.received,
    get rejected() {
      return sink.rejected;
    },
    async waitFor(count, timeoutMs = 20000) {
      let timedOut = false;
      const deadline = setTimeout(() => ((timedOut = true), waiters.splice(0).forEach((wake) => wake())), timeoutMs);
      try {
        while (sink.received.length < count) {
          if (timedOut) throw new Error(`Expected ${count} e-mails, got ${sink.received.length}`);
          await new Promise<void>((wake) => waiters.push(wake));
        }
        return sink.received;
      } finally {
        clearTimeout(deadline);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Port 0: the kernel picks a free port, so parallel runs never collide. */
function listenOnFreePort(server: SMTPServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
}
