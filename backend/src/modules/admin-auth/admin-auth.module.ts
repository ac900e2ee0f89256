import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalDataRegistry } from '../../event-store/personal-data';
import { AdminIdentity } from './admin-identity';
import { ChangeAdminPasswordHandler } from './commands/change-admin-password.handler';
import { SetAdminNotificationsHandler } from './commands/set-admin-notifications.handler';
import { ChangeAdminStatusHandler, TransferOwnershipHandler } from './commands/change-admin-status.handler';
import { RegisterAdminHandler } from './commands/register-admin.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetAdminPasswordHandler } from './commands/reset-admin-password.handler';
import { PasswordResetTokens } from './security/password-reset-tokens';
import { AuthController } from './http/auth.controller';
import { UsersController } from './http/users.controller';
import { AdminUserEntity } from './projections/admin-user.entity';
import { AdminUsersProjection } from './projections/admin-users.projection';
import { AdminUsersReader } from './queries/admin-users.reader';
import { ADMIN_TOKEN_TTL_SECONDS } from './security/admin-actor';
import { AdminJwtStrategy } from './security/admin-jwt.strategy';
import { AdminGuard } from './security/admin.guard';
import { AdminSessions } from './security/admin-sessions.service';
import { JwtAdminIdentity } from './security/jwt-admin-identity';
import { LoginService } from './security/login.service';
import { PasswordHasher } from './security/password-hasher';
import { JWT_SIGNING_SECRET, JwtSecretModule } from './security/jwt-secret.module';

/**
 * Admin accounts (event-sourced, `admin-user-<id>` streams), sessions (JWT, 12 h, revocable by a per-account token version) and the guard of
 * every admin route. Global so any context can use AdminGuard and AdminIdentity.
 */
@Global()
@Module({
  imports: [
    CqrsModule,
    PassportModule,
    TypeOrmModule.forFeature([AdminUserEntity]),
    JwtSecretModule,
    JwtModule.registerAsync({
      imports: [JwtSecretModule],
      inject: [JWT_SIGNING_SECRET],
      useFactory: (secret: string) => ({
        secret,
        signOptions: { expiresIn: ADMIN_TOKEN_TTL_SECONDS, algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, UsersController],
  providers: [
    AdminUsersProjection,
    RegisterAdminHandler,
    ChangeAdminStatusHandler,
    TransferOwnershipHandler,
    ChangeAdminPasswordHandler,
    SetAdminNotificationsHandler,
    RequestPasswordResetHandler,
    ResetAdminPasswordHandler,
    PasswordResetTokens,
    AdminUsersReader,
    AdminSessions,
    AdminJwtStrategy,
    AdminGuard,
    LoginService,
    PasswordHasher,
    { provide: AdminIdentity, useClass: JwtAdminIdentity },
  ],
  exports: [AdminIdentity, AdminGuard, AdminSessions, PassportModule, AdminUsersReader],
})
export class AdminAuthModule {
  constructor(personalData: PersonalDataRegistry) {
    // An admin's name and address are sealed under their account stream's own key, like a guest's.
    personalData.register({ AdminRegistered: ['name', 'email'] });
  }
}
