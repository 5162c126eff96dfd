import { createCircuitBreaker } from '../infra/ai/circuit-breaker';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  AI_PROVIDERS,
  type AiConfig,
  DEFAULT_AI_BASE_URLS,
  DEFAULT_AI_MAX_CONCURRENCY,
  DEFAULT_AI_TIMEOUT_MS,
} from '../infra/ai/ai-config';
import {
  type ApifySettings,
  DEFAULT_APIFY_BASE_URL,
  DEFAULT_APIFY_WAIT_S,
} from '../infra/apify/apify-config';
import { createSemaphore } from '../domain/semaphore';
import { decodeKey } from '../infra/secrets/key-file';
import { secretBox } from '../infra/secrets/secret-box';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, type LogLevel } from '../infra/log/log-level';
import type { OutboundPolicy } from '../infra/outbound/outbound-request';
import { ADDRESS_LIMITS, type AddressLimitRules } from '../middleware/rate-limit';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: 'debe ser "true" o "false"' })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true'));

// An exported-but-empty variable (`DATABASE_URL=`) means "not set".
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * What one process does: answer HTTP (`api`), work through the jobs (`worker`), or both (`all`,
 * the default and the only choice on PGlite, which one process owns).
 */
export const PROCESS_ROLES = ['api', 'worker', 'all'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

// The rules threads a worker runs by default: the cores left beside its main thread, at most 4.
const DEFAULT_RULES_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));

/** Every environment variable the server reads, and nothing else. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'debe ser una URL postgres://' }).optional(),
  ),
  REPLICA_DATA_DIR: z.string().trim().min(1).default('./.replica-data'),
  REPLICA_ROLE: z.enum(PROCESS_ROLES, { error: 'debe ser "api", "worker" o "all"' }).default('all'),
  SERVE_WEB: flag(true),
  REMOTES_JSON: optionalText,
  TRUST_PROXY: flag(false),
  AI_PROVIDER: optionalText.pipe(
    z.enum(AI_PROVIDERS, { error: 'debe ser "anthropic", "openai" u "ollama"' }).optional(),
  ),
  AI_BASE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'debe ser una URL http(s)://' }).optional(),
  ),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(DEFAULT_AI_TIMEOUT_MS),
  AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(DEFAULT_AI_MAX_CONCURRENCY),
  AI_MAX_REQUESTS_PER_MINUTE: optionalText.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(1_000_000).optional(),
  ),
  AI_TOKENS_PER_MINUTE: optionalText.pipe(
    z.coerce.number<string | undefined>().int().min(1_000).max(1_000_000_000).optional(),
  ),
  RULES_THREADS: z.coerce.number().int().min(0).max(64).default(DEFAULT_RULES_THREADS),
  APIFY_TOKEN: optionalText,
  APIFY_BASE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'debe ser una URL http(s)://' }).optional(),
  ),
  // Anyone who knows it can make the server import a run: it must not be guessable.
  APIFY_WEBHOOK_SECRET: optionalText.pipe(
    z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  ),
  // Seals workspaces' own tokens (their Apify accounts) in the database: 32 bytes, base64 or hex.
  SECRETS_KEY: optionalText.transform((value, context) => {
    if (value === undefined) return undefined;
    try {
      return decodeKey(value, 'SECRETS_KEY');
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'debe ser una clave de 32 bytes en base64 o hex',
      });
      return z.NEVER;
    }
  }),
  APIFY_WAIT_S: z.coerce.number().int().min(0).max(3_600).default(DEFAULT_APIFY_WAIT_S),
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'debe ser una URL http(s)://' }).optional(),
  ),
  CORS_ORIGINS: optionalText.transform((value, context) => corsOrigins(value, context)),
  // The mail server alerts go out through: smtp://user:password@host:587 or smtps://…:465.
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'debe ser una URL smtp:// o smtps://' }).optional(),
  ),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  // Alert webhooks are users' URLs: plain http and inside addresses only where the operator says.
  OUTBOUND_ALLOW_HTTP: flag(false),
  OUTBOUND_ALLOWED_HOSTS: optionalText.transform((value) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
  ),
  ALERT_FROM: optionalText.pipe(z.string().max(200).default('Réplica <alertas@replica.invalid>')),
  // Whoever knows it reads the server's metrics (routes, job counts): it must not be guessable.
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  ),
  LOG_LEVEL: optionalText.pipe(
    z
      .enum(LOG_LEVELS, { error: `debe ser uno de: ${LOG_LEVELS.join(', ')}` })
      .default(DEFAULT_LOG_LEVEL),
  ),
});

/**
 * `CORS_ORIGINS`: comma-separated origins (`https://app.example.com`) whose pages may call the
 * API from the browser. A path, query or `*` is refused: the browser compares origins only, and
 * a wildcard would let any site read a signed-in user's answers.
 */
function corsOrigins(value: string | undefined, context: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    const text = entry.trim();
    if (text === '') continue;
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
      context.addIssue({
        code: 'custom',
        message: `"${text}" no es un origen http(s):// sin ruta (p. ej. https://app.ejemplo.com)`,
      });
      continue;
    }
    origins.push(url.origin);
  }
  return origins;
}

export interface ServerConfig {
  role: ProcessRole;
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Absolute: `REPLICA_DATA_DIR` resolved against the process's working directory. */
  dataDir: string;
  serveWeb: boolean;
  remotesJsonPath: string | undefined;
  trustProxy: boolean;
  /** The AI model that analyses comments; undefined (no `AI_PROVIDER`) means the rules only. */
  ai: AiConfig | undefined;
  /** Calls to the AI provider per minute, all processes together; undefined: no cap. */
  aiMaxRequestsPerMinute: number | undefined;
  /** Input and output tokens per minute, all processes together; undefined: no cap. */
  aiTokensPerMinute: number | undefined;
  /** Worker threads that analyse jobs' comments with the rules; 0: on the main thread. */
  rulesThreads: number;
  /** The scraping service: Apify's API, how long to wait for a run, the webhook's secret. */
  apify: ApifySettings;
  /** Origins other than the API's own whose pages may call it from a browser (CORS). */
  corsOrigins: string[];
  /** The bearer token `GET /metrics` asks for; undefined: no metrics, the endpoint answers 404. */
  metricsToken: string | undefined;
  /** Where alert e-mails go out (`SMTP_URL`) and whom they come from; undefined: no e-mail. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Where links in e-mails and invitations point: `PUBLIC_URL`, else the server's own address. */
  appOrigin: string;
  /** Which URLs users set (alert webhooks) the server may call. */
  outbound: OutboundPolicy;
  /** Sign-ups and reset requests per client address. */
  addressLimits: AddressLimitRules;
  /** The least severe level logged (`infra/log`); `silent` logs nothing. */
  logLevel: LogLevel;
}

/** A wrong environment, with one readable line per wrong variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(problems: Array<{ name: string; message: string }>) {
    const lines = problems.map((problem) => `  ${problem.name}: ${problem.message}`);
    super(`Configuración no válida:\n${lines.join('\n')}`);
  }
}

/**
 * Reads the server's configuration once from the environment.
 *
 * @example const config = loadConfig(process.env, process.cwd());
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({ name: issue.path.join('.'), message: issue.message })),
    );
  }
  const vars = parsed.data;
  const remotesJsonPath = vars.REMOTES_JSON && resolve(cwd, vars.REMOTES_JSON);
  if (remotesJsonPath && !existsSync(remotesJsonPath)) {
    throw new ConfigError([{ name: 'REMOTES_JSON', message: `no existe ${remotesJsonPath}` }]);
  }
  if (vars.REPLICA_ROLE !== 'all' && !vars.DATABASE_URL) {
    throw new ConfigError([
      {
        name: 'REPLICA_ROLE',
        message: `"${vars.REPLICA_ROLE}" necesita DATABASE_URL: la base de datos integrada la abre un solo proceso`,
      },
    ]);
  }
  return {
    role: vars.REPLICA_ROLE,
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: resolve(cwd, vars.REPLICA_DATA_DIR),
    serveWeb: vars.SERVE_WEB,
    remotesJsonPath,
    trustProxy: vars.TRUST_PROXY,
    ai: aiConfig(vars),
    aiMaxRequestsPerMinute: vars.AI_MAX_REQUESTS_PER_MINUTE,
    aiTokensPerMinute: vars.AI_TOKENS_PER_MINUTE,
    rulesThreads: vars.RULES_THREADS,
    apify: {
      connection: vars.APIFY_TOKEN
        ? { baseUrl: vars.APIFY_BASE_URL ?? DEFAULT_APIFY_BASE_URL, token: vars.APIFY_TOKEN }
        : undefined,
      waitSeconds: vars.APIFY_WAIT_S,
      webhookSecret: vars.APIFY_WEBHOOK_SECRET,
      publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
      // Without SECRETS_KEY the embedded default keeps a key in its data folder (`server.ts`).
      accounts: {
        baseUrl: vars.APIFY_BASE_URL ?? DEFAULT_APIFY_BASE_URL,
        secrets: vars.SECRETS_KEY && secretBox(vars.SECRETS_KEY),
      },
    },
    corsOrigins: vars.CORS_ORIGINS,
    metricsToken: vars.METRICS_TOKEN,
    mail: vars.SMTP_URL ? { smtpUrl: vars.SMTP_URL, from: vars.ALERT_FROM } : undefined,
    appOrigin: vars.PUBLIC_URL?.replace(/\/+$/, '') ?? ownOrigin(vars.HOST, vars.PORT),
    outbound: { allowHttp: vars.OUTBOUND_ALLOW_HTTP, allowedHosts: vars.OUTBOUND_ALLOWED_HOSTS },
    addressLimits: {
      ...ADDRESS_LIMITS,
      signup: { ...ADDRESS_LIMITS.signup, points: vars.SIGNUP_LIMIT_PER_HOUR },
    },
    logLevel: vars.LOG_LEVEL,
  };
}

/** A host as a URL writes it: IPv6 addresses in brackets. */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** The server's own address as a link can name it (listening on all interfaces: loopback). */
function ownOrigin(host: string, port: number): string {
  return `http://${urlHost(host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host)}:${port}`;
}

function aiConfig(vars: z.infer<typeof envSchema>): AiConfig | undefined {
  const provider = vars.AI_PROVIDER;
  if (provider === undefined) return undefined;
  const model = vars.AI_MODEL;
  const problems: Array<{ name: string; message: string }> = [];
  if (model === undefined) {
    problems.push({ name: 'AI_MODEL', message: 'falta (AI_PROVIDER está definido)' });
  }
  if (provider === 'anthropic' && vars.AI_API_KEY === undefined) {
    problems.push({ name: 'AI_API_KEY', message: 'falta (Anthropic la exige)' });
  }
  if (model === undefined || problems.length > 0) throw new ConfigError(problems);
  return {
    provider,
    baseUrl: vars.AI_BASE_URL ?? DEFAULT_AI_BASE_URLS[provider],
    model,
    apiKey: vars.AI_API_KEY,
    timeoutMs: vars.AI_TIMEOUT_MS,
    // One for the process: analysis, classification, ideas and packs share it.
    maxConcurrency: vars.AI_MAX_CONCURRENCY,
    limiter: createSemaphore(vars.AI_MAX_CONCURRENCY),
    breaker: createCircuitBreaker(),
  };
}
