import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from '../middleware/rate-limit';
import { secretBox } from '../infra/secrets/secret-box';
import { ConfigError, loadConfig } from './env';

const cwd = '/srv/replica/apps/api';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({}, cwd)).toEqual({
      aiMaxRequestsPerMinute: undefined,
      aiTokensPerMinute: undefined,
      rulesThreads: Math.min(4, Math.max(1, availableParallelism() - 1)),
      role: 'all',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/replica/apps/api/.replica-data',
      serveWeb: true,
      remotesJsonPath: undefined,
      trustProxy: false,
      apify: {
        connection: undefined,
        waitSeconds: 120,
        webhookSecret: undefined,
        publicUrl: undefined,
        accounts: { baseUrl: 'https://api.apify.com', secrets: undefined },
      },
      corsOrigins: [],
      metricsToken: undefined,
      appOrigin: 'http://127.0.0.1:8080',
      outbound: { allowHttp: false, allowedHosts: [] },
      addressLimits: ADDRESS_LIMITS,
      logLevel: 'info',
    });
  });

  it('reads every variable, resolving paths against the working directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'replica-env-'));
    writeFileSync(join(dir, 'remotes.json'), '{}');
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://postgres@db:5432/replica',
        REPLICA_DATA_DIR: 'data',
        SERVE_WEB: 'false',
        REMOTES_JSON: 'remotes.json',
        TRUST_PROXY: 'true',
        REPLICA_ROLE: 'worker',
        RULES_THREADS: '3',
        LOG_LEVEL: 'warn',
        METRICS_TOKEN: 'un-token-de-metricas-largo',
        OUTBOUND_ALLOW_HTTP: 'true',
        SIGNUP_LIMIT_PER_HOUR: '50',
        OUTBOUND_ALLOWED_HOSTS: ' chat.intranet , 10.0.0.7,',
      },
      dir,
    );
    expect(config).toEqual({
      aiMaxRequestsPerMinute: undefined,
      aiTokensPerMinute: undefined,
      rulesThreads: 3,
      role: 'worker',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@db:5432/replica',
      dataDir: join(dir, 'data'),
      serveWeb: false,
      remotesJsonPath: join(dir, 'remotes.json'),
      trustProxy: true,
      apify: expect.any(Object),
      corsOrigins: [],
      metricsToken: 'un-token-de-metricas-largo',
      // Listening on every interface, the server links to itself on loopback.
      appOrigin: 'http://127.0.0.1:3000',
      outbound: { allowHttp: true, allowedHosts: ['chat.intranet', '10.0.0.7'] },
      addressLimits: { ...ADDRESS_LIMITS, signup: { points: 50, windowSeconds: 3_600 } },
      logLevel: 'warn',
    });
  });

  it('reads AI_MAX_REQUESTS_PER_MINUTE, unset by default', () => {
    expect(loadConfig({}, cwd).aiMaxRequestsPerMinute).toBeUndefined();
    expect(loadConfig({ AI_MAX_REQUESTS_PER_MINUTE: '600' }, cwd).aiMaxRequestsPerMinute).toBe(600);
    expect(() => loadConfig({ AI_MAX_REQUESTS_PER_MINUTE: '0' }, cwd)).toThrow(
      'AI_MAX_REQUESTS_PER_MINUTE',
    );
  });

  it('reads AI_TOKENS_PER_MINUTE, unset by default, at least a thousand', () => {
    expect(loadConfig({}, cwd).aiTokensPerMinute).toBeUndefined();
    expect(loadConfig({ AI_TOKENS_PER_MINUTE: '400000' }, cwd).aiTokensPerMinute).toBe(400_000);
    for (const bad of ['0', '999', '2.5', 'muchos']) {
      expect(() => loadConfig({ AI_TOKENS_PER_MINUTE: bad }, cwd)).toThrow('AI_TOKENS_PER_MINUTE');
    }
  });

  it('runs an api-only or worker-only process only on a shared PostgreSQL server', () => {
    for (const role of ['api', 'worker']) {
      expect(() => loadConfig({ REPLICA_ROLE: role }, cwd)).toThrow(
        `REPLICA_ROLE: "${role}" necesita DATABASE_URL`,
      );
    }
    expect(() => loadConfig({ REPLICA_ROLE: 'todo' }, cwd)).toThrow(
      'REPLICA_ROLE: debe ser "api", "worker" o "all"',
    );
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }, cwd).databaseUrl).toBeUndefined();
  });

  it('names every wrong variable in one readable message', () => {
    const load = () =>
      loadConfig({ PORT: 'ocho', DATABASE_URL: 'mysql://db/replica', SERVE_WEB: 'yes' }, cwd);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /^Configuración no válida:\n {2}PORT: .+\n {2}DATABASE_URL: .+\n {2}SERVE_WEB: .+$/,
    );
  });

  it("reads LOG_LEVEL, one of pino's levels or silent", () => {
    expect(loadConfig({ LOG_LEVEL: 'debug' }, cwd).logLevel).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: 'silent' }, cwd).logLevel).toBe('silent');
    expect(loadConfig({ LOG_LEVEL: '' }, cwd).logLevel).toBe('info');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' }, cwd)).toThrow(
      'LOG_LEVEL: debe ser uno de: fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('reads CORS_ORIGINS as a list of origins, a trailing slash allowed', () => {
    const config = loadConfig(
      { CORS_ORIGINS: ' https://app.example.com/ , http://127.0.0.1:5173' },
      cwd,
    );
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'http://127.0.0.1:5173']);
  });

  it.each(['*', 'https://app.example.com/pantalla', 'ftp://app.example.com', 'app.example.com'])(
    'refuses %s in CORS_ORIGINS',
    (origin) => {
      expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example.com,${origin}` }, cwd)).toThrow(
        /CORS_ORIGINS: .+ no es un origen http\(s\):\/\/ sin ruta/,
      );
    },
  );

  it('refuses a REMOTES_JSON that does not exist', () => {
    expect(() => loadConfig({ REMOTES_JSON: 'nope.json' }, cwd)).toThrow(
      'REMOTES_JSON: no existe /srv/replica/apps/api/nope.json',
    );
  });

  it('reads an AI provider with its default base URL and timeout', () => {
    expect(loadConfig({}, cwd).ai).toBeUndefined();
    expect(
      loadConfig({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-x', AI_API_KEY: 'k' }, cwd).ai,
    ).toEqual({
      provider: 'anthropic',
      baseUrl: 'https://api.anthropic.com',
      model: 'claude-x',
      apiKey: 'k',
      timeoutMs: 30_000,
      maxConcurrency: 4,
      limiter: expect.any(Function),
      breaker: { guard: expect.any(Function) },
    });
    const local = {
      AI_PROVIDER: 'openai',
      AI_MODEL: 'llama3',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_TIMEOUT_MS: '5000',
    };
    expect(loadConfig(local, cwd).ai).toMatchObject({ apiKey: undefined, timeoutMs: 5000 });
    expect(loadConfig({ AI_PROVIDER: 'ollama', AI_MODEL: 'qwen3:8b' }, cwd).ai).toMatchObject({
      provider: 'ollama',
      baseUrl: 'http://127.0.0.1:11434',
      apiKey: undefined,
    });
  });

  it('reads the AI budget, 4 calls at once unless AI_MAX_CONCURRENCY says', () => {
    const ai = { AI_PROVIDER: 'openai', AI_MODEL: 'llama3' };
    expect(loadConfig(ai, cwd).ai?.limiter).toEqual(expect.any(Function));
    expect(() => loadConfig({ ...ai, AI_MAX_CONCURRENCY: '16' }, cwd)).not.toThrow();
    for (const bad of ['0', '-1', '2.5', 'muchas', '1000']) {
      expect(() => loadConfig({ ...ai, AI_MAX_CONCURRENCY: bad }, cwd)).toThrow(
        'AI_MAX_CONCURRENCY',
      );
    }
  });

  it('requires AI_MODEL, and AI_API_KEY for Anthropic', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' }, cwd)).toThrow(
      /AI_MODEL: .+\n {2}AI_API_KEY: /,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'gemini' }, cwd)).toThrow('AI_PROVIDER');
  });

  it('reads the Apify settings, with Apify public API as the default base URL', () => {
    const apify = loadConfig(
      {
        APIFY_TOKEN: 'apify_api_x',
        APIFY_WEBHOOK_SECRET: 'un-secreto-bastante-largo',
        APIFY_WAIT_S: '30',
        PUBLIC_URL: 'https://replica.example.com/',
      },
      cwd,
    ).apify;
    expect(apify).toEqual({
      connection: { baseUrl: 'https://api.apify.com', token: 'apify_api_x' },
      waitSeconds: 30,
      webhookSecret: 'un-secreto-bastante-largo',
      publicUrl: 'https://replica.example.com',
      accounts: { baseUrl: 'https://api.apify.com', secrets: undefined },
    });
    const local = loadConfig({ APIFY_TOKEN: 't', APIFY_BASE_URL: 'http://127.0.0.1:9/' }, cwd);
    expect(local.apify.connection?.baseUrl).toBe('http://127.0.0.1:9/');
    expect(local.apify.accounts?.baseUrl).toBe('http://127.0.0.1:9/');
  });

  it('refuses a short webhook secret and a wait that is not a number of seconds', () => {
    expect(() => loadConfig({ APIFY_WEBHOOK_SECRET: 'corto' }, cwd)).toThrow(
      'APIFY_WEBHOOK_SECRET: debe tener al menos 16 caracteres',
    );
    expect(() => loadConfig({ APIFY_WAIT_S: 'mucho' }, cwd)).toThrow('APIFY_WAIT_S');
  });

  it('refuses a short metrics token and takes an empty one as unset', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' }, cwd)).toThrow(
      'METRICS_TOKEN: debe tener al menos 16 caracteres',
    );
    expect(loadConfig({ METRICS_TOKEN: '  ' }, cwd).metricsToken).toBeUndefined();
  });

  it('seals workspace tokens with SECRETS_KEY, in base64 or hex, and refuses any other key', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('base64'), key.toString('hex')]) {
      const secrets = loadConfig({ SECRETS_KEY: text }, cwd).apify.accounts?.secrets;
      const sealed = secrets!.seal('apify_api_token');
      expect(secretBox(key).open(sealed)).toBe('apify_api_token');
    }
    for (const wrong of ['corta', randomBytes(16).toString('base64'), 'ñ'.repeat(44)]) {
      expect(() => loadConfig({ SECRETS_KEY: wrong }, cwd)).toThrow(
        'SECRETS_KEY: debe ser una clave de 32 bytes en base64 o hex',
      );
    }
  });
});
