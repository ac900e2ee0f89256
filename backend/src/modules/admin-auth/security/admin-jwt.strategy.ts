import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { unauthorized } from '../../../shared/coded-http-error';
import { ADMIN_JWT_STRATEGY, AdminActor, AdminJwtPayload } from './admin-actor';
import { AdminSessions } from './admin-sessions.service';

@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, ADMIN_JWT_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: AdminSessions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AdminJwtPayload): Promise<AdminActor> {
    const admin = await this.sessions.resolve(payload);
    if (!admin) throw unauthorized('auth.accountInactive', 'This account is no longer active; please log in again');
    return admin;
  }
}
