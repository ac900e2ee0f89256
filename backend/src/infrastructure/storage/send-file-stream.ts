import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { FileStream } from './file-storage.port';

/**
 * Answers a stored file by piping its stream (never the whole file in memory), with its length and
 * ETag; a request whose If-None-Match still matches gets a 304 without the body, as `res.send` did.
 */
export async function sendFileStream(req: Request, res: Response, file: FileStream, headers: Record<string, string>): Promise<void> {
  res.set({ ...headers, 'Content-Length': String(file.size), ETag: `"${file.etag}"` });
  if (req.fresh) {
    file.body.destroy();
    res.status(304).end();
    return;
  }
  if (req.method === 'HEAD') {
    file.body.destroy();
    res.end();
    return;
  }
  // A failure halfway (storage gone) ends the response early; the client sees a short body, not a 200 of wrong bytes.
  await pipeline(file.body, res).catch((error: unknown) => {
    if (!res.headersSent) throw error;
  });
}
