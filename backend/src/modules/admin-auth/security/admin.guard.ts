import { ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { unauthorized } from '../../../shared/coded-http-error';
import { ADMIN_JWT_STRATEGY, AdminActor } from './admin-actor';

const invalid = () => unauthorized('auth.invalidToken', 'Invalid session token');

/**
 * Every admin route: a valid, unexpired bearer token of an account that is active right now,
 * otherwise 401 with a message the dashboard can show. The admin lands on `request.user`.
 */
@Injectable()
export class AdminGuard extends AuthGuard(ADMIN_JWT_STRATEGY) {
  override handleRequest<TUser = AdminActor>(error: unknown, user: unknown, info: unknown, _context: ExecutionContext): TUser {
    if (error) throw error instanceof HttpException ? error : invalid();
    if (user) return user as TUser;
    const name = (info as Error | undefined)?.name;
    if (name === 'TokenExpiredError') throw unauthorized('auth.sessionExpired', 'Your session has expired; please log in again');
    if (name === 'JsonWebTokenError' || name === 'NotBeforeError') throw invalid();
    throw unauthorized('auth.required', 'Authentication required: send an admin bearer token');
  }
}
