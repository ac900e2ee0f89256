import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Language } from '@baan-talay/contracts';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { SendPasswordResetMailCommand } from '../password-reset-mail';
import { LoginService } from '../security/login.service';
import { PasswordResetTokens } from '../security/password-reset-tokens';

/** "Forgot password?": a link by e-mail when an active account has this address, nothing otherwise. */
export class RequestPasswordResetCommand {
  constructor(
    readonly email: string,
    readonly language: Language,
  ) {}
}

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly login: LoginService,
    private readonly tokens: PasswordResetTokens,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, language }: RequestPasswordResetCommand): Promise<void> {
    const found = await this.login.credentials({ email: email.trim().toLowerCase() });
    // The caller is answered the same either way: whether an address has an account stays unknown.
    if (!found || found.user.status !== 'active') return;
    const { token, minutes } = await this.tokens.issue(found.user.id);
    const url = `${this.config.publicUrl.replace(/\/$/, '')}/admin/reset-password?token=${encodeURIComponent(token)}`;
    await this.commands.execute(new SendPasswordResetMailCommand(found.user.email, found.user.name, url, minutes, language));
  }
}
