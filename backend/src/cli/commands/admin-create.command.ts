import type { RegisterAdminResult } from '../../modules/admin-auth/commands/register-admin.handler';
import type { CliCommand } from '../cli-command';

/**
 * For a server without a browser: an active admin account, recorded as AdminRegistered by `system`.
 * `--owner` makes it the owner (taking the ownership from the previous owner, e.g. one who lost
 * their password). The password rule is the register form's (password-policy.ts).
 */
export const command: CliCommand = {
  name: 'admin:create',
  description: 'Create an active admin account (no approval needed); --owner makes it the owner',
  configure: (cmd) =>
    cmd
      .requiredOption('--email <email>', 'login e-mail')
      .requiredOption('--password <password>', 'at least 10 characters, not common, not containing the e-mail')
      .option('--name <name>', 'display name (defaults to the part of the e-mail before @)')
      .option('--owner', 'make this account the owner (the only one who approves and disables admins)'),
  async run(context, _args, options) {
    const [{ CommandBus }, { plainToInstance }, { validate }, { RegisterAdminCommand }, { RegisterAdminDto }, { DomainError }] = await Promise.all([
      import('@nestjs/cqrs'),
      import('class-transformer'),
      import('class-validator'),
      import('../../modules/admin-auth/commands/register-admin.handler'),
      import('../../modules/admin-auth/http/auth.dto'),
      import('../../shared/domain-error'),
    ]);
    const email = String(options.email);
    const body = plainToInstance(RegisterAdminDto, { name: options.name ?? email.split('@')[0], email, password: options.password });
    const problems = await validate(body);
    if (problems.length > 0) {
      for (const problem of problems) context.error(`${problem.property}: ${Object.values(problem.constraints ?? {}).join(', ')}`);
      return 1;
    }
    const commands = (await context.app()).get(CommandBus);
    try {
      const { user }: RegisterAdminResult = await commands.execute(
        new RegisterAdminCommand(body.name, body.email, body.password, 'cli', options.owner === true),
      );
      context.print(`Created active ${user.role === 'owner' ? 'owner' : 'admin'} ${user.email} (${user.name}), id ${user.id}`);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      context.error(error.code.startsWith('auth.password') ? `password: ${error.message} (${error.code})` : error.message);
      return 1;
    }
  },
};
