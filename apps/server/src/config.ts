// Every setting comes from the environment, validated once at start. A bad value stops the
// server with a message naming the variable. Keep .env.example in step with this file.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const url = (protocols: string[]) =>
  z.url().refine((u) => protocols.some((p) => u.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });
const seconds = z.coerce.number().int().positive();
/** `<max>/<window>`, window in s, m or h: `10/1m` = 10 requests a minute per client. */
const rateLimit = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, 'must look like 10/1m (max/window, window in s, m or h)')
  .transform((v) => {
    const [max, window] = v.split('/') as [string, string];
    const unit = { s: 1000, m: 60_000, h: 3_600_000 }[window.slice(-1) as 's' | 'm' | 'h'];
    return { max: Number(max), timeWindow: Number(window.slice(0, -1)) * unit };
  });

/** IPv4 or IPv6 with an optional /prefix, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
const proxyAddress = /^(loopback|linklocal|uniquelocal|[0-9.]+(\/\d{1,2})?|[0-9a-f:.]+(\/\d{1,3})?)$/i;
/**
 * Fastify's trustProxy forms: false; a hop count (how many proxies in front append to
 * X-Forwarded-For); or the trusted proxies' addresses and CIDRs, comma-separated. `true` would
 * take the left-most X-Forwarded-For entry, which any client writes itself: refused.
 */
const trustProxy = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (/^(true|yes)$/i.test(v)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust any X-Forwarded-For a client sends (rate limits per address could be dodged); ' +
          'set the number of proxies in front (1 behind one nginx) or their addresses (10.0.0.5,10.1.0.0/16)',
      });
    } else if (!/^(false|no|\d+)$/i.test(v) && !v.split(',').every((a) => proxyAddress.test(a.trim()))) {
      ctx.addIssue({ code: 'custom', message: 'must be false, a hop count (1) or comma-separated proxy addresses or CIDRs' });
    }
  })
  .transform((v): false | number | string[] => {
    if (/^(false|no|0)$/i.test(v)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((a) => a.trim());
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: url(['http', 'https']).optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines when stdout is a terminal, JSON lines otherwise (log collectors). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  /**
   * Page-view analytics (community.md §2 "an analytics page event before each navigation"): off
   * unless ANALYTICS_PROVIDER and ANALYTICS_URL are set. A self-hosted, cookie-free server: Plausible
   * (`plausible`: POST {url}/api/event, ANALYTICS_SITE = the site's domain) or Umami (`umami`: POST
   * {url}/api/send, ANALYTICS_SITE = the website id). The web sends the route name and the previous
   * route name only; the server adds the origin to the CSP's connect-src.
   */
  ANALYTICS_PROVIDER: z.enum(['plausible', 'umami']).optional(),
  ANALYTICS_URL: url(['http', 'https']).optional(),
  ANALYTICS_SITE: z.string().trim().min(1).max(200).optional(),
  /** Host names (comma-separated) on which the web's /console page is shown; none by default. */
  DEVELOPER_HOSTS: z
    .string()
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9.\-[\]:]+$/, 'host names only, comma-separated')))
    .default([]),
  DEMO_DATA: bool.default(true),
  DICTIONARY_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** dictd databases of FreeDict (Debian's dict-freedict-* packages): `import freedict <pair>` and `--all` read them here. */
  FREEDICT_DIR: z.string().min(1).default('/usr/share/dictd'),
  /** Hunspell dictionaries (Debian's hunspell-* packages) that link inflected forms to their lemmas. */
  HUNSPELL_DIR: z.string().min(1).default('/usr/share/hunspell'),
  /** WordNet's database files (Debian's wordnet-base): `import wordnet` and the Dictionaries page read them here. */
  WORDNET_DIR: z.string().min(1).default('/usr/share/wordnet'),
  /** Open data dumps (written weekly and by `npm run export -- dump`, served at /dumps/); default DATA_DIR/dumps. On several instances: a shared volume. */
  DUMPS_DIR: z.string().min(1).optional(),
  /** Entries per transaction of an import from the administrators' page; default: the whole source on PostgreSQL, 2,000 on PGlite (whose one connection the transaction holds). */
  IMPORT_UNIT_ENTRIES: z.coerce.number().int().min(1).max(10_000_000).optional(),
  DICTIONARY_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Guests' searches read ready answers (the read model); false: the live queries (bench/dictionary compares both). */
  DICTIONARY_READ_MODEL: bool.default(true),
  /**
   * Uncached dictionary searches running in the database at once; the others wait in line in the
   * server. Default: twice this machine's cores (twice the database's when PostgreSQL runs on
   * another machine). bench/dictionary, 16 connections on 2 cores: tooltips p99 26-31 ms with every
   * search let through, 7-9 ms with 4 at a time.
   */
  DICTIONARY_SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(() => 2 * availableParallelism()),
  TRUST_PROXY: trustProxy.default(false),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: seconds.default(900),
  REFRESH_TOKEN_TTL: seconds.default(60 * 60 * 24 * 30),
  /** A used refresh token presented again this soon, before its successor was used, is a lost answer, not a theft. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Glossa <no-reply@glossa.local>'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Accounts: password hashing (argon2id; defaults measured in bench/password-hashing.ts)
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).max(4 * 1024 * 1024).default(65_536),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(20).default(4),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
  // Accounts: lockout, one-time links, session check cache
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCKOUT_SECONDS: seconds.default(900),
  EMAIL_VERIFICATION_TTL: seconds.default(60 * 60 * 24 * 3),
  PASSWORD_RESET_TTL: seconds.default(60 * 60),
  /** Minimum time between two e-mails of one kind to one account (resend and reset requests). */
  ACCOUNT_MAIL_INTERVAL: z.coerce.number().int().min(0).default(60),
  SESSION_CHECK_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  RATE_LIMIT_LOGIN: rateLimit.default({ max: 10, timeWindow: 60_000 }),
  RATE_LIMIT_REGISTRATION: rateLimit.default({ max: 10, timeWindow: 3_600_000 }),
  RATE_LIMIT_PASSWORD_RESET: rateLimit.default({ max: 5, timeWindow: 900_000 }),
  RATE_LIMIT_EMAIL_VERIFICATION: rateLimit.default({ max: 5, timeWindow: 900_000 }),
  RATE_LIMIT_PASSWORD_UPDATE: rateLimit.default({ max: 10, timeWindow: 900_000 }),
  /** Avatar uploads and removals per member. */
  RATE_LIMIT_AVATAR: rateLimit.default({ max: 10, timeWindow: 600_000 }),
  /** Largest avatar upload accepted (bytes); it is re-encoded into three small WebP files. */
  AVATAR_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(5 * 1024 * 1024),
  /** Multiplies every per-route rate limit (load tests and the fuzz suite raise them; 1 in production). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  // Social sign-in: a provider is enabled when its client id is set
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Comma-separated accepted `iss` values. */
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com,accounts.google.com'),
  GOOGLE_JWKS_URL: url(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Authorization-code sign-in (redirect flow): the server exchanges the code, with this secret. */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: url(['http', 'https']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: url(['http', 'https']).default('https://oauth2.googleapis.com/token'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_ISSUER: z.string().min(1).default('https://appleid.apple.com'),
  APPLE_JWKS_URL: url(['http', 'https']).default('https://appleid.apple.com/auth/keys'),
  APPLE_REDIRECT_URI: url(['http', 'https']).optional(),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: url(['http', 'https']).default('https://graph.facebook.com/v19.0'),
  // Contributions: word and sentence audio uploads
  AUDIO_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(5 * 1024 * 1024),
  /** Length of the preview cut from the start of a recording (WAV, MP3, Ogg). */
  AUDIO_PREVIEW_SECONDS: z.coerce.number().min(1).max(60).default(5),
  /** How long a moderation task handed to a moderator stays theirs before others get it. */
  MODERATION_TASK_LEASE_SECONDS: seconds.default(600),
  /** Who may be invited to moderate (community.md §5: level 50, 500 confirmed items); a small community may lower them. */
  MODERATOR_CANDIDATE_MIN_LEVEL: z.coerce.number().int().min(1).default(50),
  MODERATOR_CANDIDATE_MIN_CONFIRMED: z.coerce.number().int().min(0).default(500),
  /** Suggestions (POST /reviews) per member. */
  RATE_LIMIT_REVIEWS: rateLimit.default({ max: 10, timeWindow: 3_600_000 }),
  // Machine translation: offline (the dictionary itself), libretranslate, google (a Google-compatible endpoint) or apertium
  MT_PROVIDER: z.enum(['offline', 'libretranslate', 'google', 'apertium']).default('offline'),
  /** apertium-apy's base URL (http://127.0.0.1:2737); unset with MT_PROVIDER=apertium: the `apertium` command runs per request. */
  APERTIUM_URL: url(['http', 'https']).optional(),
  /** The `apertium` command (Debian: /usr/bin/apertium), used when APERTIUM_URL is unset. */
  APERTIUM_PATH: z.string().min(1).default('apertium'),
  MT_LIBRETRANSLATE_URL: url(['http', 'https']).optional(),
  MT_LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
  MT_GOOGLE_URL: url(['http', 'https']).default('https://translate.googleapis.com/translate_a/single'),
  MT_GOOGLE_CLIENT: z.string().min(1).default('gtx'),
  /** An online provider slower than this falls back to the offline one (below the web's 5 s API timeout). */
  MT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** All machine translations per day of a free user, exempt sources included (the free limit is 10). */
  MT_DAILY_CAP_USER: z.coerce.number().int().min(0).max(1_000_000).default(100),
  /** All machine translations per day from one guest address (IPv6: one /64). */
  MT_DAILY_CAP_GUEST: z.coerce.number().int().min(0).max(1_000_000).default(50),
  RATE_LIMIT_MACHINE_TRANSLATION: rateLimit.default({ max: 30, timeWindow: 60_000 }),
  // Synthetic voices: espeak-ng speaks (and writes the IPA of) words without a member's recording
  /** false: no synthetic voices at all (members can also turn them off for themselves). */
  SPEECH_SYNTHETIC: bool.default(true),
  ESPEAK_PATH: z.string().min(1).default('espeak-ng'),
  /** Syntheses of words not made yet, per member or address (each runs espeak-ng and stores a WAV). */
  RATE_LIMIT_SPEECH: rateLimit.default({ max: 120, timeWindow: 60_000 }),
  /** Feed writes (posts, comments, answers, likes, votes, follows, images, complaints) per member. */
  RATE_LIMIT_FEED_WRITE: rateLimit.default({ max: 120, timeWindow: 60_000 }),
  // Training videos (issue 14): uploaded MP4/WebM files and the optional YouTube source
  /** Largest video upload in bytes (413 beyond, nothing stored). */
  VIDEO_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 ** 3).default(200 * 1024 * 1024),
  /** Longest video in seconds. */
  VIDEO_MAX_DURATION_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3 * 3600),
  /** Video uploads per member (each is up to VIDEO_MAX_BYTES of disk and a probe). */
  RATE_LIMIT_VIDEO_UPLOAD: rateLimit.default({ max: 30, timeWindow: 3_600_000 }),
  /** ffmpeg for poster frames; when it cannot be run, videos have no poster (nothing else needs it). */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  /** YouTube Data API v3 key: without it the YouTube source is hidden. */
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_URL: url(['http', 'https']).default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  // Uploads: DATA_DIR/uploads (local) or an S3-compatible bucket (s3), see docs/operations.md
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset for AWS S3; the URL of MinIO, Garage, Ceph RGW, R2 ... otherwise. */
  S3_ENDPOINT: url(['http', 'https']).optional(),
  /** Unset: the AWS SDK's default chain (AWS_ACCESS_KEY_ID ..., instance roles). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the URL path instead of the host name (most self-hosted servers need it). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Prepended to every object key (`glossa/`), to share a bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'must be a key prefix like glossa/')
    .refine((v) => !v.split('/').some((part) => part === '.' || part === '..'), 'must not contain . or .. segments')
    .optional(),
  /** > 0: downloads are redirected to presigned URLs valid this long instead of streamed through the server. */
  S3_PRESIGN_SECONDS: z.coerce.number().int().min(0).max(604_800).default(0),
  /** The endpoint browsers reach for presigned URLs, when it differs from S3_ENDPOINT. */
  S3_PRESIGN_ENDPOINT: url(['http', 'https']).optional(),
  /** when_required: checksums only where S3 demands them (most S3-compatible servers lack the newer trailing ones). */
  S3_CHECKSUMS: z.enum(['when_required', 'when_supported']).default('when_required'),
  // Plus payments through Stripe; without STRIPE_SECRET_KEY payments are not configured (admins grant Plus by hand)
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The webhook endpoint's signing secret (whsec_...): events without a valid signature are refused. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Price ids of the monthly and yearly Plus subscriptions (the client only names month or year). */
  STRIPE_PRICE_MONTH: z.string().min(1).optional(),
  STRIPE_PRICE_YEAR: z.string().min(1).optional(),
  /** Another Stripe-speaking API (a local test server); unset: api.stripe.com. */
  STRIPE_API_URL: url(['http', 'https']).optional(),
  // The AI conversation partner: any OpenAI-compatible chat-completions endpoint (Ollama, llama.cpp, vLLM)
  /** Base URL up to /v1 (http://127.0.0.1:11434/v1); unset: the AI partner is not offered. */
  AI_CHAT_URL: url(['http', 'https']).optional(),
  AI_CHAT_MODEL: z.string().min(1).default('llama3.1'),
  AI_CHAT_API_KEY: z.string().min(1).optional(),
  /** An answer that has not finished streaming after this long is cut off (the message counts as failed). */
  AI_CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
  /** Background and scheduled jobs (platform/jobs, pg-boss) in this process. */
  JOBS_ENABLED: bool.default(true),
}).superRefine((env, ctx) => {
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
  if (env.STRIPE_SECRET_KEY) {
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTH', 'STRIPE_PRICE_YEAR'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
  if (!env.ANALYTICS_PROVIDER !== !env.ANALYTICS_URL) {
    ctx.addIssue({ code: 'custom', path: [env.ANALYTICS_PROVIDER ? 'ANALYTICS_URL' : 'ANALYTICS_PROVIDER'], message: 'ANALYTICS_PROVIDER and ANALYTICS_URL go together' });
  }
  if (env.ANALYTICS_PROVIDER === 'umami' && !env.ANALYTICS_SITE) {
    ctx.addIssue({ code: 'custom', path: ['ANALYTICS_SITE'], message: 'Umami needs the website id' });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL'> {
  PUBLIC_URL: string;
  JWT_SECRET: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}=${JSON.stringify(cleaned[String(i.path[0])] ?? '')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Full configuration: environment plus derived values. Without JWT_SECRET a random secret is
 * generated once and kept in DATA_DIR so tokens survive restarts.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  ensureWritableDir(dataDir, 'DATA_DIR');
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: env.JWT_SECRET ?? persistentSecret(dataDir),
  };
}

export function ensureWritableDir(dir: string, variable: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (err) {
    throw new ConfigError(`${variable}=${dir} is not a writable directory (${(err as NodeJS.ErrnoException).code ?? err})`);
  }
}

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** loadConfig for a command: a bad setting ends it through `fail`, with the message naming the variable. */
export function loadConfigOr(fail: (message: string) => never): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}
