import type { ApifyAccount } from '@replica/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { apifyAccounts } from '../../db/schema';
import { recordAudit } from '../audit';
import { ApifyError, type ScraperApi } from './scraper-api';
import type { ScrapingSettings } from './scraping-deps';

/** `ApifyError.type` of a workspace with no account to run on: its own refusal, not Apify's. */
export const NO_SCRAPER_ACCOUNT = 'no-account';
/**
 * `ApifyError.type` of a workspace whose own account's token was sealed with a key the server no
 * longer has: it must be connected again.
 */
export const UNREADABLE_SCRAPER_ACCOUNT = 'account-unreadable';

/** Why a workspace's account cannot be connected: the server keeps no key, or Apify said no. */
export class ApifyAccountRefusedError extends Error {
  override name = 'ApifyAccountRefusedError';

  constructor(
    readonly reason: 'no-key' | 'token-invalid',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The Apify account a workspace's runs go through: its own when connected, else the server's
 * (`APIFY_TOKEN`). Throws an {@link ApifyError} of type {@link NO_SCRAPER_ACCOUNT} when neither.
 */
export async function scraperApiFor(db: WorkspaceDb, apify: ScrapingSettings): Promise<ScraperApi> {
  const api = (await ownAccountApi(db, apify)) ?? apify.serverApi;
  if (api) return api;
  throw new ApifyError(
    'el espacio de trabajo no tiene una cuenta de Apify conectada: un administrador puede conectarla en Equipo',
    0,
    NO_SCRAPER_ACCOUNT,
  );
}

/**
 * Whether a workspace has an account to run on, its own or the server's: without one, runs and
 * watches are refused (`apify_not_connected`) and its watches wait, none of them due.
 */
export async function canScrape(db: WorkspaceDb, apify: ScrapingSettings): Promise<boolean> {
  return apify.serverApi !== undefined || (await sealedTokenOf(db)) !== null;
}

/**
 * The API of the workspace's own account, or undefined when it has none. A token sealed with a
 * key the server no longer has is an {@link ApifyError}: the account must be connected again.
 */
export async function ownAccountApi(
  db: WorkspaceDb,
  apify: ScrapingSettings,
): Promise<ScraperApi | undefined> {
  const sealed = await sealedTokenOf(db);
  if (sealed === null) return undefined;
  const token = openedToken(apify, sealed);
  if (token === undefined) {
    throw new ApifyError(
      'no se puede usar la cuenta de Apify del espacio: un administrador debe conectarla de nuevo en Equipo',
      0,
      UNREADABLE_SCRAPER_ACCOUNT,
    );
  }
  return apify.accounts?.apiWithToken(token);
}

/** The workspace's own account as admins see it: never the token, only its last characters. */
export async function apifyAccountOf(
  db: WorkspaceDb,
  apify: ScrapingSettings,
): Promise<ApifyAccount> {
  const [row] = await db
    .select()
    .from(apifyAccounts)
    .where(eq(apifyAccounts.workspaceId, db.workspaceId));
  const base = { canConnect: apify.accounts !== undefined, serverAccount: !!apify.serverApi };
  if (!row) {
    return { ...base, connected: false, username: null, connectedAt: null, tokenEnd: null };
  }
  return {
    ...base,
    connected: true,
    username: row.username,
    connectedAt: row.connectedAt.toISOString(),
    tokenEnd: openedToken(apify, row.tokenSealed)?.slice(-4) ?? null,
  };
}

/**
 * Connects the workspace's own Apify account: the token is checked with Apify (which account it
 * opens), sealed and stored; a later connection replaces it. Nothing is stored when Apify refuses
 * it; any other failure of Apify's is its {@link ApifyError}.
 */
export async function connectApifyAccount(
  db: WorkspaceDb,
  apify: ScrapingSettings,
  token: string,
  { userId, now }: { userId: number; now: Date },
): Promise<ApifyAccount> {
  const accounts = apify.accounts;
  if (!accounts) {
    throw new ApifyAccountRefusedError(
      'no-key',
      'este servidor no tiene una clave para guardar tokens (SECRETS_KEY)',
    );
  }
  let account;
  try {
    account = await accounts.apiWithToken(token).account();
  } catch (error) {
    if (error instanceof ApifyError && (error.status === 401 || error.status === 403)) {
      throw new ApifyAccountRefusedError('token-invalid', 'Apify no reconoce ese token');
    }
    throw error;
  }
  const connected = {
    tokenSealed: accounts.secrets.seal(token),
    username: account.username,
    connectedBy: userId,
    connectedAt: now,
  };
  await db
    .insert(apifyAccounts)
    .values(connected)
    .onConflictDoUpdate({ target: apifyAccounts.workspaceId, set: connected });
  await recordAudit(db, {
    userId,
    action: 'apify-account.connect',
    entity: 'workspace',
    entityIds: [db.workspaceId],
    details: { username: account.username },
  });
  return apifyAccountOf(db, apify);
}

/** Forgets the workspace's own account: its runs go through the server's again, if any. */
export async function disconnectApifyAccount(
  db: WorkspaceDb,
  apify: ScrapingSettings,
  userId: number,
): Promise<ApifyAccount> {
  await db.delete(apifyAccounts).where(eq(apifyAccounts.workspaceId, db.workspaceId));
  await recordAudit(db, {
    userId,
    action: 'apify-account.disconnect',
    entity: 'workspace',
    entityIds: [db.workspaceId],
  });
  return apifyAccountOf(db, apify);
}

/** The token in `sealed`; undefined when the server lost the key it was sealed with. */
function openedToken(apify: ScrapingSettings, sealed: string): string | undefined {
  try {
    return apify.accounts?.secrets.open(sealed);
  } catch {
    return undefined;
  }
}

async function sealedTokenOf(db: WorkspaceDb): Promise<string | null> {
  const [row] = await db
    .select({ sealed: apifyAccounts.tokenSealed })
    .from(apifyAccounts)
    .where(eq(apifyAccounts.workspaceId, db.workspaceId));
  return row?.sealed ?? null;
}
