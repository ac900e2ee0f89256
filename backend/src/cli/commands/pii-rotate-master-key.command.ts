import { randomBytes } from 'node:crypto';
import type { CliCommand } from '../cli-command';

export const command: CliCommand = {
  name: 'pii:rotate-master-key',
  description:
    'Re-wrap every data key of personal data under a new master key. Without DATA_MASTER_KEY the stored key is replaced; ' +
    'with it, pass --new-key and then set DATA_MASTER_KEY to it (and DATA_MASTER_KEY_PREVIOUS to the old one) before restarting',
  configure: (cmd) => cmd.option('--new-key <key>', 'the new master key: 32 bytes as base64 or hex (e.g. `openssl rand -base64 32`)'),
  async run(context, _args, options) {
    const [{ DataSource }, { parseMasterKey }, { loadMasterKeys, rotateMasterKey }] = await Promise.all([
      import('typeorm'),
      import('../../event-store/personal-data/cipher'),
      import('../../event-store/personal-data/master-key'),
    ]);
    const dataSource = (await context.app()).get(DataSource);
    const keys = await loadMasterKeys(context.config, dataSource);
    const given = typeof options.newKey === 'string' ? options.newKey : null;
    if (!keys.stored && !given) {
      context.error('DATA_MASTER_KEY is set: pass the new key with --new-key, then set DATA_MASTER_KEY to it.');
      return 1;
    }
    const nextText = given ?? randomBytes(32).toString('base64url');
    const next = parseMasterKey(nextText);
    const rewrapped = await rotateMasterKey(dataSource, keys, next, nextText);
    context.print(`Re-wrapped ${rewrapped} data key(s) under master key ${next.id}.`);
    if (keys.stored) context.print('The new master key is stored in app_secrets; restart the running instances so they wrap new keys with it.');
    else context.print('Now set DATA_MASTER_KEY to the new key and DATA_MASTER_KEY_PREVIOUS to the old one, restart, and run this command again.');
    return 0;
  },
};
