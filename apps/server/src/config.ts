// Every setting of the server, read once from the environment and validated with zod.
// Each has an embedded default, so `npm start` on a fresh machine needs none; a bad value stops the
// process with one line naming the variable and what it expects.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './paths.ts';
import { StartupError } from './startup-error.ts';
import { loadVapidKeys, type VapidKeys, vapidSubject } from './vapid.ts';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (what: string) =>
  z.preprocess(emptyToUndefined, z.url({ error: `a URL (${what})` }).optional());

const envSchema = z.object({
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'a port number 0-65535' }).int().min(0).max(65535).default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalText,
  PUBLIC_URL: optionalUrl('the address users open, e.g. https://planner.example.org'),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'at least 32 characters of random text' }).optional(),
  ),
  SESSION_TTL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  OIDC_ISSUER: optionalUrl('the OpenID Connect issuer, e.g. https://id.example.org/realms/main'),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('Single sign-on')),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Nova Planner <nova@localhost>')),
  STORAGE_QUOTA_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'a whole number of megabytes' }).int().min(1).max(10_000_000).default(1024),
  ),
  AI_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'anthropic', 'openai'], { error: 'one of local, anthropic, openai' }).default('local'),
  ),
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_BASE_URL: optionalUrl('the Anthropic API base URL'),
  AI_MODEL: optionalText,
  AI_FAST_MODEL: optionalText,
  OPENAI_BASE_URL: optionalUrl('an OpenAI-compatible API base URL, e.g. http://127.0.0.1:11434/v1'),
  OPENAI_API_KEY: optionalText,
  AI_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'a whole number of requests per minute, 1 or more' }).int().min(1).default(120),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { error: 'at least 16 characters of random text' }).optional(),
  ),
  PUSH_ALLOW_HTTP: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(?:mailto:|https:\/\/)/, { error: 'a mailto: address or an https:// URL' })
      .optional(),
  ),
});

export type OidcProviderConfig = {
  id: 'oidc' | 'google' | 'github';
  name: string;
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer for discovery; GitHub is plain OAuth 2 and has none. */
  issuer: string | null;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  publicUrl: string;
  secureCookies: boolean;
  sessionSecret: string;
  sessionTtlMs: number;
  providers: OidcProviderConfig[];
  smtpUrl: string | null;
  mailFrom: string;
  /** Total bytes of attachments one user's tasks may hold (STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
  ai: {
    provider: 'local' | 'anthropic' | 'openai';
    anthropicApiKey: string | null;
    anthropicBaseUrl: string | null;
    model: string | null;
    fastModel: string | null;
    openaiBaseUrl: string | null;
    openaiApiKey: string | null;
    /** Per-user requests a minute on parse; the heavier AI routes get a quarter of it. */
    rateLimitPerMinute: number;
  };
  logLevel: string;
  trustProxy: boolean;
  /** METRICS_TOKEN: GET /metrics answers only with it (Bearer); null turns metrics off. */
  metricsToken: string | null;
  /** Web Push (reminders): the VAPID key pair and the contact push services see. */
  vapid: VapidKeys & { subject: string };
  /** PUSH_ALLOW_HTTP: accept http:// push endpoints (a loopback push service in tests); https only otherwise. */
  pushAllowHttp: boolean;
  version: string;
};

function fail(message: string): never {
  throw new StartupError(message);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const name = String(issue.path[0] ?? 'environment');
  return `Invalid ${name}: expected ${issue.message.replace(/^Invalid input: /, '')}`;
}

function pairOrNone(env: Record<string, string | undefined>, id: string, secret: string) {
  const a = env[id];
  const b = env[secret];
  if (Boolean(a) !== Boolean(b))
    fail(`${a ? secret : id} is missing: set both ${id} and ${secret}, or neither`);
  return a && b ? { clientId: a, clientSecret: b } : null;
}

const serverPackage = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')));

/** Read the session secret from the environment, else from DATA_DIR (generated there on first start). */
function loadSessionSecret(explicit: string | undefined, dataDir: string, persist: boolean): string {
  if (explicit) return explicit;
  const file = path.join(dataDir, 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not there yet: generated below
  }
  const secret = randomBytes(32).toString('base64url');
  if (persist) {
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    } catch {
      fail(
        `Data directory ${dataDir} is not writable: set DATA_DIR to a writable folder or fix its permissions`,
      );
    }
  }
  return secret;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { persistSecret?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    fail(issue ? describeIssue(issue) : 'Invalid environment');
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? path.join(dataDir, 'nova.sqlite');
  if (
    e.DATABASE_URL &&
    /^[a-z]+:\/\//i.test(e.DATABASE_URL) &&
    !/^postgres(ql)?:\/\//i.test(e.DATABASE_URL)
  ) {
    fail('Invalid DATABASE_URL: expected postgres://user:password@host:port/database or a SQLite file path');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  const providers: OidcProviderConfig[] = [];
  const generic = pairOrNone(env, 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET');
  if (generic && !e.OIDC_ISSUER) fail('OIDC_ISSUER is missing: set it to your provider issuer URL');
  if (!generic && e.OIDC_ISSUER) fail('OIDC_CLIENT_ID is missing: set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  if (generic && e.OIDC_ISSUER)
    providers.push({ id: 'oidc', name: e.OIDC_NAME, issuer: e.OIDC_ISSUER, ...generic });
  const google = pairOrNone(env, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');
  if (google)
    providers.push({ id: 'google', name: 'Google', issuer: 'https://accounts.google.com', ...google });
  const github = pairOrNone(env, 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET');
  if (github) providers.push({ id: 'github', name: 'GitHub', issuer: null, ...github });

  if (e.AI_PROVIDER === 'anthropic' && !e.ANTHROPIC_API_KEY) {
    fail('ANTHROPIC_API_KEY is missing: set it, or use AI_PROVIDER=local');
  }
  if (e.AI_PROVIDER === 'openai' && !e.OPENAI_BASE_URL) {
    fail('OPENAI_BASE_URL is missing: set it to an OpenAI-compatible endpoint, or use AI_PROVIDER=local');
  }

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    sessionSecret: loadSessionSecret(e.SESSION_SECRET, dataDir, options.persistSecret ?? true),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    providers,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    storageQuotaBytes: e.STORAGE_QUOTA_MB * 1024 * 1024,
    ai: {
      provider: e.AI_PROVIDER,
      anthropicApiKey: e.ANTHROPIC_API_KEY ?? null,
      anthropicBaseUrl: e.ANTHROPIC_BASE_URL ?? null,
      model: e.AI_MODEL ?? null,
      fastModel: e.AI_FAST_MODEL ?? null,
      openaiBaseUrl: e.OPENAI_BASE_URL ?? null,
      openaiApiKey: e.OPENAI_API_KEY ?? null,
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    metricsToken: e.METRICS_TOKEN ?? null,
    vapid: {
      ...loadVapidKeys(
        { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY },
        dataDir,
        options.persistSecret ?? true,
      ),
      subject: vapidSubject(e.VAPID_SUBJECT, publicUrl, e.MAIL_FROM),
    },
    pushAllowHttp: e.PUSH_ALLOW_HTTP === 'true',
    version: serverPackage.version,
  };
}
