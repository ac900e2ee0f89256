import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from '../../../shared/network-address';

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;

/** Why a calendar could not be fetched; `code` is stable (shown to the owner, translated). */
export class IcalFetchError extends Error {
  constructor(
    readonly code: 'calendar.fetchScheme' | 'calendar.fetchPrivate' | 'calendar.fetchTimeout' | 'calendar.fetchTooLarge' | 'calendar.fetchStatus' | 'calendar.fetchFailed',
    message: string,
  ) {
    super(message);
    this.name = 'IcalFetchError';
  }
}

/** DNS lookup that refuses private answers: checked on the address actually connected to (no rebinding). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as LookupAddress[];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused) return callback(new IcalFetchError('calendar.fetchPrivate', `${hostname} resolves to a private address`) as NodeJS.ErrnoException, '', 0);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    return callback(null, list[0].address, list[0].family);
  });
};

export interface FetchOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * GET an iCal feed by the rules for other channels' URLs: http(s) only, at most 10 s and 2 MB in
 * all, redirects followed (at most 5) and each checked the same way, and no private or loopback
 * address (by literal or by DNS) unless `allowPrivate` (tests).
 */
export async function fetchCalendar(url: string, options: FetchOptions): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_TIMEOUT_MS);
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await get(current, options, deadline);
    if ('redirect' in answer) {
      current = new URL(answer.redirect, current).toString();
      continue;
    }
    return answer.body;
  }
  throw new IcalFetchError('calendar.fetchFailed', `More than ${MAX_REDIRECTS} redirects`);
}

export function assertFetchableUrl(url: string, allowPrivate: boolean): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new IcalFetchError('calendar.fetchScheme', 'Not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new IcalFetchError('calendar.fetchScheme', 'Only http and https calendars can be fetched');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host)))) {
    throw new IcalFetchError('calendar.fetchPrivate', `${host} is a private or loopback address`);
  }
  return parsed;
}

function get(url: string, options: FetchOptions, deadline: number): Promise<{ body: string } | { redirect: string }> {
  const parsed = assertFetchableUrl(url, options.allowPrivate);
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise((resolveOnce, rejectOnce) => {
    let settled = false;
    const resolve = (value: { body: string } | { redirect: string }) => void (settled || ((settled = true), resolveOnce(value)));
    const reject = (error: unknown) => void (settled || ((settled = true), rejectOnce(error)));
    const fail = (error: IcalFetchError) => {
      reject(error);
      request.destroy();
    };
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new IcalFetchError('calendar.fetchTimeout', 'The calendar took longer than 10 s'));
    const request = client.get(parsed, { lookup: options.allowPrivate ? undefined : guardedLookup, headers: { accept: 'text/calendar, */*' } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ redirect: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        return reject(new IcalFetchError('calendar.fetchStatus', `The calendar answered HTTP ${status}`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return fail(new IcalFetchError('calendar.fetchTooLarge', 'The calendar is larger than 2 MB'));
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', (error) => reject(new IcalFetchError('calendar.fetchFailed', error.message)));
    });
    const timer = setTimeout(() => fail(new IcalFetchError('calendar.fetchTimeout', 'The calendar took longer than 10 s')), remaining);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error) => reject(error instanceof IcalFetchError ? error : new IcalFetchError('calendar.fetchFailed', error.message)));
  });
}
