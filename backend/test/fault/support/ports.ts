import { createServer } from 'node:net';

/** A port in 3200-3999 (the range this project's test servers use) that nothing listens on now. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 3200 + Math.floor(Math.random() * 800);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3200-3999');
}
