import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { clientNetwork } from '../../shared/network-address';

declare module 'express-serve-static-core' {
  interface Request {
    /** The key of every per-IP limit: `req.ip` (trust-proxy aware), an IPv6 one as its network. */
    clientNetwork: string;
  }
}

/**
 * Derives `req.clientNetwork` once per request from the IP express found with TRUST_PROXY (never a
 * raw header). Rate limits and the unpaid-holds count read it, so a client given a /64 cannot
 * multiply its limits by changing the address's host part.
 */
export function clientNetworkKey(ipv6PrefixLength: number): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.clientNetwork = clientNetwork(String(req.ip), ipv6PrefixLength);
    next();
  };
}

/** The request's client network (see clientNetworkKey), for a handler that counts per client. */
export const ClientNetwork = createParamDecorator((_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<Request>().clientNetwork);
