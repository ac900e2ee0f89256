import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * A kept-alive connection idle this long is closed during a drain. A client sending on it at that
 * very moment would see its request cut, so it is not done at once: a busy client reuses its
 * connections far more often than this, and gets `Connection: close` on its next answer instead.
 */
const IDLE_CLOSE_MS = 1000;
const CHECK_MS = 50;

/**
 * The HTTP side of a stop: no new connection, every answer from now on says `Connection: close`,
 * requests in flight finish, kept-alive connections end after their next answer (or when idle).
 */
export class HttpDrain {
  private readonly idleSince = new Map<Socket, number>();
  private readonly inFlight = new Map<Socket, Set<ServerResponse>>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.idleSince.set(socket, Date.now());
      socket.once('close', () => {
        this.idleSince.delete(socket);
        this.inFlight.delete(socket);
      });
    });
    // First among the listeners: the header must be set before any handler answers.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => this.track(req.socket, res));
  }

  get connections(): number {
    return this.idleSince.size;
  }

  /** Resolves true once every connection has ended, false when `timeoutMs` ran out first. */
  async drain(timeoutMs: number): Promise<boolean> {
    this.draining = true;
    for (const responses of this.inFlight.values()) for (const res of responses) this.closeAfter(res);
    // net.Server's close, not http.Server's: that one also drops idle kept-alive connections at
    // once, cutting a request a client is sending on one right then.
    NetServer.prototype.close.call(this.server);
    const deadline = Date.now() + timeoutMs;
    while (this.idleSince.size > 0 && Date.now() < deadline) {
      const now = Date.now();
      for (const [socket, since] of this.idleSince) if (!this.inFlight.has(socket) && now - since >= IDLE_CLOSE_MS) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
    }
    const drained = this.idleSince.size === 0;
    for (const socket of this.idleSince.keys()) socket.destroy();
    return drained;
  }

  private track(socket: Socket, res: ServerResponse): void {
    const responses = this.inFlight.get(socket) ?? new Set<ServerResponse>();
    responses.add(res);
    this.inFlight.set(socket, responses);
    if (this.draining) this.closeAfter(res);
    res.once('close', () => {
      responses.delete(res);
      if (responses.size > 0) return;
      this.inFlight.delete(socket);
      if (!socket.destroyed) this.idleSince.set(socket, Date.now());
    });
  }

  private closeAfter(res: ServerResponse): void {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  }
}

/** STOP_TIMEOUT_SECONDS: how long a stop may take in all (drain, then workers and pools). */
export function stopTimeoutMs(env: NodeJS.ProcessEnv): number {
  const raw = env.STOP_TIMEOUT_SECONDS ?? '10';
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 3 || seconds > 600) {
    throw new Error(`STOP_TIMEOUT_SECONDS must be a number of seconds from 3 to 600, not "${raw}"`);
  }
  return seconds * 1000;
}
