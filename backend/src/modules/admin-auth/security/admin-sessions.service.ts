import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminUserEntity } from '../projections/admin-user.entity';
import { AdminActor, AdminJwtPayload } from './admin-actor';

/** Issues session tokens and turns a token's claims back into an admin who may act right now. */
@Injectable()
export class AdminSessions {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
  ) {}

  issue(user: Pick<AdminUserEntity, 'id' | 'email'>): Promise<string> {
    const payload: AdminJwtPayload = { sub: user.id, email: user.email };
    return this.jwt.signAsync(payload);
  }

  /**
   * The status is read on every request, so disabling an account ends its sessions at once
   * (a token alone would stay valid for up to 12 hours).
   */
  async resolve(payload: AdminJwtPayload): Promise<AdminActor | null> {
    if (typeof payload?.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.sub)) return null;
    const user = await this.users.findOne({ where: { id: payload.sub }, select: { id: true, email: true, status: true } });
    if (!user || user.status !== 'active') return null;
    return { kind: 'admin', id: user.id, email: user.email };
  }

  /** Verifies a raw token (signature, expiry) and resolves it; null when anything is wrong. */
  async resolveToken(token: string): Promise<AdminActor | null> {
    try {
      return await this.resolve(await this.jwt.verifyAsync<AdminJwtPayload>(token));
    } catch {
      return null;
    }
  }
}
