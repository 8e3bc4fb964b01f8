// Uploaded files from the shell: `npm run storage -- migrate --to s3|local [--delete-source]`.
// Copies DATA_DIR/uploads to the S3 bucket of the S3_* settings (or the bucket back to the
// directory), verifying every object; needs no database, so the server may keep running.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import pino from 'pino';
import { loadConfigOr, type Config } from '../config';
import { createS3StoreFromConfig, localUploadsDir } from '../platform/storage/index';
import { createLocalStore } from '../platform/storage/local-store';
import { migrateObjects } from '../platform/storage/migrate';

const USAGE = `Glossa uploads

  npm run storage -- migrate --to s3 [--delete-source] [--concurrency 4]
      Copies every file of DATA_DIR/uploads to the bucket of S3_BUCKET (S3_ENDPOINT, S3_REGION,
      S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX), checking each copy's
      size and checksum. Run it again to resume or to pick up files written since: verified files
      are skipped. Nothing local is deleted, unless --delete-source is given: then each local file
      is deleted once its copy was verified.
  npm run storage -- migrate --to local [--delete-source]
      The other way: the bucket's files into DATA_DIR/uploads.

Exit code 0 when every file is in place and verified, 1 otherwise.
`;

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function migrate(config: Config, to: 's3' | 'local', deleteSource: boolean, concurrency: number) {
  if (!config.S3_BUCKET) fail('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, ... for a server other than AWS) first.');
  const log = pino({ level: 'error' }, pino.destination(2));
  const local = createLocalStore(localUploadsDir(config));
  const bucket = await createS3StoreFromConfig(config, log);
  try {
    await bucket.check();
  } catch (err) {
    fail((err as Error).message);
  }
  const [source, target] = to === 's3' ? [local, bucket] : [bucket, local];
  const where = `s3://${config.S3_BUCKET}/${config.S3_PREFIX ?? ''} at ${config.S3_ENDPOINT ?? 'AWS'}`;
  // One journal per destination, so a run against another bucket starts afresh.
  const journal = path.join(config.DATA_DIR, `storage-migration-${to}-${createHash('sha1').update(where).digest('hex').slice(0, 8)}.jsonl`);
  process.stderr.write(to === 's3' ? `${localUploadsDir(config)} -> ${where}\n` : `${where} -> ${localUploadsDir(config)}\n`);

  const bar = new cliProgress.SingleBar(
    {
      format: 'migrate {bar} {percentage}% | {value}/{total} files | {mib}/{totalMib} MiB | ETA {eta_formatted}',
      stream: process.stderr,
      noTTYOutput: !process.stderr.isTTY,
      notTTYSchedule: 5000,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let totalMib = '0';
  const summary = await migrateObjects({
    source,
    target,
    journal,
    deleteSource,
    concurrency,
    onStart(plan) {
      totalMib = mib(plan.bytes);
      if (plan.verifiedBefore) process.stderr.write(`Resuming: ${plan.verifiedBefore} of ${plan.files} files were verified by an earlier run\n`);
      bar.start(plan.files, 0, { mib: '0', totalMib });
    },
    onProgress: (done) => bar.update(done.files, { mib: mib(done.bytes), totalMib }),
  });
  bar.stop();
  await bucket.close();
  const lines = [
    `${summary.files} files, ${mib(summary.bytes)} MiB: ${summary.copied} copied and verified, ${summary.alreadyThere} already there and verified` +
      (deleteSource ? `, ${summary.deleted} deleted from the source` : ', nothing deleted'),
    ...summary.failed.map((f) => `FAILED ${f.key}: ${f.reason}`),
    summary.failed.length ? `${summary.failed.length} files failed: run the command again to retry them.` : 'All files verified.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exitCode = summary.failed.length ? 1 : 0;
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { to: { type: 'string' }, 'delete-source': { type: 'boolean', default: false }, concurrency: { type: 'string', default: '4' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (err) {
    fail(`${(err as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    process.stdout.write(USAGE);
    return;
  }
  if (positionals[0] !== 'migrate' || positionals.length > 1) fail(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
  if (values.to !== 's3' && values.to !== 'local') fail(`--to must be s3 or local\n\n${USAGE}`);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) fail('--concurrency must be a whole number from 1 to 64');
  const config = loadConfigOr(fail);
  await migrate(config, values.to, values['delete-source'], concurrency);
}

main().catch((err) => {
  process.stderr.write(`storage command failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
