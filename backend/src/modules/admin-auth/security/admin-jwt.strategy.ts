import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { unauthorized } from '../../../shared/coded-http-error';
import { ADMIN_JWT_STRATEGY, AdminActor, AdminJwtPayload } from './admin-actor';
import { AdminSessions } from './admin-sessions.service';
import { JWT_SIGNING_SECRET } from './jwt-secret.module';

@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, ADMIN_JWT_STRATEGY) {
  constructor(
    @Inject(JWT_SIGNING_SECRET) secret: string,
    private readonly sessions: AdminSessions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AdminJwtPayload): Promise<AdminActor> {
    const admin = await this.sessions.resolve(payload);
    if (!admin) {
      throw unauthorized('auth.sessionEnded', 'Your session has ended (logged out, password changed or account disabled); please log in again');
    }
    return admin;
  }
}
