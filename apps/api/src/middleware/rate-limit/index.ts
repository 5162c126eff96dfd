import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { ApiFailure } from '../../http/api-errors';

/**
 * The calls that cost real money or time (a model's analysis, content, scraping runs) or send
 * mail to others (test alerts).
 */
export type LimitedAction = 'analysis' | 'content' | 'scraping' | 'alerts';

/** How many calls of one action a user, and a whole workspace, may make per window. */
export interface RateLimitRule {
  perUser: number;
  perWorkspace: number;
  windowSeconds: number;
}

export type RateLimitRules = Readonly<Record<LimitedAction, RateLimitRule>>;

/**
 * Far above what a person does at a screen (an analysis of 100 comments takes a model about a
 * minute), low enough that a script or a stuck client cannot run up the AI and Apify bills.
 */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  analysis: { perUser: 30, perWorkspace: 90, windowSeconds: 60 },
  content: { perUser: 20, perWorkspace: 60, windowSeconds: 60 },
  scraping: { perUser: 10, perWorkspace: 30, windowSeconds: 60 },
  // A test proves a set-up; a dozen an hour is plenty, and 20 recipients each is not a relay.
  alerts: { perUser: 6, perWorkspace: 12, windowSeconds: 3_600 },
};

export interface RateLimits {
  /** Refuses the call with 429 `rate_limited` and `Retry-After` once its user or workspace is over. */
  limit(action: LimitedAction): MiddlewareHandler<AppEnv>;
}

/**
 * Rate limits per user and per workspace, counted in the database (`rate_limits`) so every API
 * process on it shares them. A call spends a point of its user's budget, then of its workspace's;
 * a refused call does nothing else.
 *
 * @example routes.post('/generate-ideas', limits.limit('content'), handler);
 */
export function rateLimitsIn(db: Db, rules: RateLimitRules = DEFAULT_RATE_LIMITS): RateLimits {
  const limiter = (action: LimitedAction, scope: 'user' | 'workspace', points: number) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: `${action}:${scope}`,
      points,
      duration: rules[action].windowSeconds,
    });
  const limiters = Object.fromEntries(
    (Object.keys(rules) as LimitedAction[]).map((action) => [
      action,
      {
        user: limiter(action, 'user', rules[action].perUser),
        workspace: limiter(action, 'workspace', rules[action].perWorkspace),
      },
    ]),
  ) as Record<LimitedAction, { user: RateLimiterDrizzle; workspace: RateLimiterDrizzle }>;

  return {
    limit: (action) => async (c, next) => {
      const { user, workspace } = limiters[action];
      await spend(c, async () => {
        await user.consume(String(c.get('user').id));
        await workspace.consume(String(c.get('workspace').id));
      });
      await next();
    },
  };
}

/** The public calls counted per client address: no user or workspace is known yet. */
export type AddressAction = 'signup' | 'passwordReset';

export type AddressLimitRules = Readonly<
  Record<AddressAction, { points: number; windowSeconds: number }>
>;

// Sign-ups a client address may make an hour (a team signs up a few people;
// `SIGNUP_LIMIT_PER_HOUR` changes it), and reset mails it may ask for: enough for people, too few
// to mail-bomb or to fill the database.
export const ADDRESS_LIMITS: AddressLimitRules = {
  signup: { points: 20, windowSeconds: 3_600 },
  passwordReset: { points: 5, windowSeconds: 3_600 },
};

/** Limits on public calls per client address (`clientAddress`), counted in the database. */
export function addressLimitsIn(
  db: Db,
  address: (c: Context<AppEnv>) => string,
  rules: AddressLimitRules = ADDRESS_LIMITS,
) {
  const limiters = Object.fromEntries(
    (Object.keys(rules) as AddressAction[]).map((action) => [
      action,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: `${action}:address`,
        points: rules[action].points,
        duration: rules[action].windowSeconds,
      }),
    ]),
  ) as Record<AddressAction, RateLimiterDrizzle>;
  return {
    /** Refuses the call with 429 `rate_limited` and `Retry-After` once its address is over. */
    limit:
      (action: AddressAction): MiddlewareHandler<AppEnv> =>
      async (c, next) => {
        await spend(c, () => limiters[action].consume(address(c)));
        await next();
      },
  };
}
export type AddressLimits = ReturnType<typeof addressLimitsIn>;

/** Spends a point, answering 429 with `Retry-After` when none is left. */
async function spend(c: Context<AppEnv>, consume: () => Promise<unknown>): Promise<void> {
  try {
    await consume();
  } catch (refusal) {
    // Anything else (the database down) is the error handler's to answer.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    c.header('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
    throw new ApiFailure(429, 'rate_limited');
  }
}
