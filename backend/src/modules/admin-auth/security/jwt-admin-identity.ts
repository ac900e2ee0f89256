import { Injectable } from '@nestjs/common';
import { AdminIdentity } from '../admin-identity';
import type { AdminActor } from './admin-actor';
import { AdminSessions } from './admin-sessions.service';

/** The global AdminIdentity: the same rules as AdminGuard, for routes that also accept a guest token. */
@Injectable()
export class JwtAdminIdentity extends AdminIdentity {
  constructor(private readonly sessions: AdminSessions) {
    super();
  }

  async verify(authorization: string | undefined): Promise<AdminActor | null> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    return match ? this.sessions.resolveToken(match[1]) : null;
  }
}
