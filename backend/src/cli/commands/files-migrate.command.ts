import type { DataSource } from 'typeorm';
import type { StorageKind } from '../../infrastructure/config/app-config';
import type { CliCommand } from '../cli-command';

const KINDS: StorageKind[] = ['local', 'postgres', 's3'];

/**
 * Copies every stored file from one adapter to another (e.g. the local UPLOAD_DIR of an older
 * install into Postgres); files already at the target are left alone, so it can be run again.
 * The source keeps its files: delete them once STORAGE points at the target.
 */
export const command: CliCommand = {
  name: 'files:migrate',
  description: 'Copy uploaded files between storages: --from local --to postgres (also s3)',
  configure: (cmd) => cmd.requiredOption('--from <storage>', KINDS.join(' | ')).requiredOption('--to <storage>', KINDS.join(' | ')),
  async run(context, _args, options) {
    const [{ getDataSourceToken }, { createFileStorage }] = await Promise.all([
      import('@nestjs/typeorm'),
      import('../../infrastructure/storage/create-file-storage'),
    ]);
    const from = options.from as StorageKind;
    const to = options.to as StorageKind;
    if (!KINDS.includes(from) || !KINDS.includes(to) || from === to) {
      context.error(`--from and --to must be two different storages among ${KINDS.join(', ')}`);
      return 1;
    }
    const app = await context.app();
    const dataSource = app.get<DataSource>(getDataSourceToken());
    const source = createFileStorage(from, context.config, dataSource);
    const target = createFileStorage(to, context.config, dataSource);
    let copied = 0;
    let skipped = 0;
    for await (const key of source.keys()) {
      if (await target.exists(key)) {
        skipped++;
        continue;
      }
      const data = await source.get(key);
      if (!data) continue;
      await target.put(key, data);
      copied++;
    }
    context.print(`${copied} file(s) copied from ${from} to ${to}, ${skipped} already there.`);
  },
};
