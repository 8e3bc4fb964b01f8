// Open data (issue 37): the dumps of the community's accepted contributions (written weekly by a
// pg-boss job and by `npm run export -- dump`, listed by GET /api/dumps, served at /dumps/), and a
// member's choice to be attributed anonymously in them.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DUMP_LICENSE, type Dump } from '@glossa/contract';
import type { Viewer } from '../../platform/auth/viewer';
import type { AppContext } from '../../platform/context';
import { one } from '../../platform/db/rows';
import { DUMP_FILE, listDumps, writeDump } from '../dictionary/service';

export const DUMP_JOB = 'open-data.dump';
/** Mondays 03:17 UTC. */
export const DUMP_CRON = '17 3 * * 1';

export function dumpsDir(config: AppContext['config']): string {
  return config.DUMPS_DIR ?? path.join(config.DATA_DIR, 'dumps');
}

export type OpenDataService = ReturnType<typeof createOpenDataService>;

export function createOpenDataService(ctx: AppContext) {
  const dir = dumpsDir(ctx.config);
  ctx.jobs.schedule(DUMP_JOB, DUMP_CRON, async () => {
    const dump = await writeDump(ctx.database, dir, ctx.now());
    ctx.log.info({ file: dump.file, bytes: dump.bytes, counts: dump.counts }, 'open data dump written');
  });
  return {
    list(): { data: Dump[]; license: string; license_url: string; checksums_url: string } {
      return {
        data: listDumps(dir).map((d) => ({ ...d, url: `/dumps/${d.file}` })),
        license: DUMP_LICENSE,
        license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
        checksums_url: '/dumps/SHA256SUMS',
      };
    },
    /** A dump file (or SHA256SUMS) by name; null for anything else. */
    file(name: string): { stream: NodeJS.ReadableStream; type: string } | null {
      if (name !== 'SHA256SUMS' && !DUMP_FILE.test(name)) return null;
      const file = path.join(dir, name);
      if (!existsSync(file)) return null;
      return { stream: createReadStream(file), type: name === 'SHA256SUMS' ? 'text/plain; charset=utf-8' : 'application/gzip' };
    },
    async settings(viewer: Viewer): Promise<{ anonymous: boolean }> {
      const row = await one<{ anonymous: boolean }>(ctx.db, sql`select anonymous from open_data_settings where user_id = ${viewer.id}`);
      return { anonymous: row?.anonymous ?? false };
    },
    async saveSettings(viewer: Viewer, anonymous: boolean): Promise<{ anonymous: boolean }> {
      await ctx.db.execute(
        sql`insert into open_data_settings (user_id, anonymous) values (${viewer.id}, ${anonymous})
            on conflict (user_id) do update set anonymous = excluded.anonymous, updated_at = now()`,
      );
      return { anonymous };
    },
  };
}
