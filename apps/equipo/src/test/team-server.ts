import {
  API_TOKEN_ROLES,
  type Alert,
  type ApiToken,
  type ApiTokenCreated,
  type ApifyAccount,
  type WorkspaceSettings,
  type WorkspaceSettingsResponse,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type ChangePasswordRequest,
  type Invitation,
  MIN_NEW_PASSWORD_LENGTH,
  type Member,
  ROLES,
  type Role,
  can,
  storeSession,
  validationErrorTexts,
} from '@replica/api-client';
import { AUDIT_ACTION_KINDS, type AuditAction } from '@replica/api-client/audit-actions';
import { forgetWorkspaces } from '@replica/api-client/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetLanguage } from './render-page';

const joined = '2026-11-01T10:00:00.000Z';
export const OWNER: Member = {
  user_id: 1,
  email: 'olga@example.com',
  role: 'owner',
  joined_at: joined,
};
export const ADMIN: Member = {
  user_id: 2,
  email: 'adan@example.com',
  role: 'admin',
  joined_at: joined,
};
export const ANALYST: Member = {
  user_id: 3,
  email: 'ana@example.com',
  role: 'analyst',
  joined_at: joined,
};
export const VIEWER: Member = {
  user_id: 4,
  email: 'victor@example.com',
  role: 'viewer',
  joined_at: joined,
};

const WORKSPACE_ID = 10;
/** The one workspace left to the owner once 'Agencia Norte' is deleted. */
export const LEFT_WORKSPACE = { id: 11, name: OWNER.email, role: 'owner' } as const;

/** The signed-in member's password as each test starts. */
export const CURRENT_PASSWORD = 'clave-actual-1';
/** When every password reset link made here expires. */
export const RESET_LINK_EXPIRES = '2026-11-20T15:07:00.000Z';
/** When every API token made here is made. */
export const API_TOKEN_CREATED = '2026-11-20T10:00:00.000Z';

/** When every Apify account connected here is connected. */
export const APIFY_CONNECTED_AT = '2026-11-22T09:15:00.000Z';
/** The Apify tokens (fake) Apify knows, with the account each opens; it refuses any other. */
export const APIFY_TOKENS: Readonly<Record<string, string>> = {
  apify_api_norte0123abcd: 'agencia-norte',
  apify_api_otra0456wxyz: 'otra-cuenta',
};

/** The secret of the API token `id`: 'rpl_' and 43 characters, as the server makes them. */
export const apiTokenSecret = (id: number) => `rpl_${String(id).padStart(43, 'k')}`;

/** What the fake API holds, and every call it answered (`METHOD path?query body`). */
export const team = {
  name: 'Agencia Norte',
  /** Its owner deleted it: the session moved to the workspace they still have. */
  deleted: false,
  members: [] as Member[],
  invitations: [] as Invitation[],
  audit: [] as AuditEntry[],
  settings: defaultSettings(),
  alerts: [] as Alert[],
  /** The live API tokens, newest first; their secrets are never kept. */
  apiTokens: [] as ApiToken[],
  /** The workspace's own Apify account, as the API answers it. */
  apifyAccount: defaultApifyAccount(),
  /** The signed-in member's password, and their sessions on other devices a change ends. */
  password: CURRENT_PASSWORD,
  otherSessions: 2,
  /** Members whose account belongs to other workspaces too: nobody here makes them reset links. */
  inOtherWorkspaces: [] as number[],
  calls: [] as string[],
};

function defaultSettings(): WorkspaceSettingsResponse {
  return {
    timeZone: 'Europe/Madrid',
    alertEmails: [],
    alertWebhookUrl: null,
    alertOnRising: true,
    alertOnWatchPaused: true,
    emailConfigured: true,
    pendingAlertEmails: [],
    recipientsHidden: false,
  };
}

function defaultApifyAccount(): ApifyAccount {
  return {
    connected: false,
    username: null,
    connectedAt: null,
    tokenEnd: null,
    canConnect: true,
    serverAccount: true,
  };
}

/**
 * `count` audit lines, newest (highest id) first, alternating between two people and actions: the
 * owner's role changes and the analyst's file imports of 3 batches each.
 */
export function auditLines(count: number): AuditEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    const byOwner = id % 2 === 0;
    const at = new Date(Date.UTC(2026, 10, 20, 9, 0) + id * 60_000).toISOString();
    return {
      id,
      at,
      user_id: byOwner ? OWNER.user_id : ANALYST.user_id,
      email: byOwner ? OWNER.email : ANALYST.email,
      action: byOwner ? 'members.role' : 'comments.import',
      entity: byOwner ? 'user' : 'source',
      entity_ids: [byOwner ? String(ANALYST.user_id) : String(100 + id)],
      details: byOwner
        ? { from: 'analyst', to: 'viewer' }
        : {
            kind: 'file',
            industry: 'Clínica Estética',
            platform: null,
            inserted: 1_000 + id,
            duplicates: 0,
            tooShort: 0,
            failed: 0,
          },
      records: byOwner ? 1 : 3,
      until: at,
    };
  });
}

/** A fresh team whose signed-in member is `me`. */
export function signInAs(me: Member) {
  team.name = 'Agencia Norte';
  team.deleted = false;
  team.members = [OWNER, ADMIN, ANALYST, VIEWER].map((member) => ({ ...member }));
  team.invitations = [];
  team.audit = auditLines(3);
  team.settings = defaultSettings();
  team.alerts = [];
  team.apiTokens = [];
  team.apifyAccount = defaultApifyAccount();
  team.password = CURRENT_PASSWORD;
  team.otherSessions = 2;
  team.inOtherWorkspaces = [];
  team.calls.length = 0;
  // Each test is a new page load: nothing of the last one's workspaces stays cached.
  forgetWorkspaces();
  storeSession('s-1', { id: me.user_id, email: me.email, created_at: joined });
}

/** The member the stored session belongs to. */
function me(): Member {
  const session = JSON.parse(localStorage.getItem('replica.session_user') ?? '{}') as {
    id?: number;
  };
  const found = team.members.find((member) => member.user_id === session.id);
  if (!found) throw new Error('the signed-in user is no member');
  return found;
}

function workspaces() {
  if (team.deleted) return { items: [LEFT_WORKSPACE], current: LEFT_WORKSPACE.id };
  return { items: [{ id: WORKSPACE_ID, name: team.name, role: me().role }], current: WORKSPACE_ID };
}

function record(request: Request, body?: unknown) {
  const url = new URL(request.url);
  const path = url.pathname.replace('/functions/v1/', '');
  team.calls.push(
    `${request.method} ${path}${url.search}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`,
  );
}

const members = () => HttpResponse.json({ items: team.members });

/** An API error answer, with the server's text and code. */
const refusal = (status: number, code: string, error: string) =>
  HttpResponse.json({ error, code }, { status });
const invitations = () => HttpResponse.json({ items: team.invitations });
const apiTokens = () => HttpResponse.json({ items: team.apiTokens });

export const server = setupServer(
  http.get('*/functions/v1/workspaces', () => HttpResponse.json(workspaces())),
  http.patch('*/functions/v1/workspaces/current', async ({ request }) => {
    const body = (await request.json()) as { name: string };
    record(request, body);
    team.name = body.name;
    return HttpResponse.json(workspaces());
  }),
  http.delete('*/functions/v1/workspaces/current', ({ request }) => {
    record(request);
    team.deleted = true;
    return HttpResponse.json(workspaces());
  }),
  http.get('*/functions/v1/members', ({ request }) => {
    record(request);
    return members();
  }),
  http.patch('*/functions/v1/members/:userId', async ({ request, params }) => {
    const body = (await request.json()) as { role: Role };
    record(request, body);
    const member = team.members.find((item) => item.user_id === Number(params.userId));
    if (member) member.role = body.role;
    return members();
  }),
  http.delete('*/functions/v1/members/:userId', ({ request, params }) => {
    record(request);
    team.members = team.members.filter((item) => item.user_id !== Number(params.userId));
    return members();
  }),
  http.post('*/functions/v1/members/:userId/reset-link', ({ request, params }) => {
    record(request);
    const target = team.members.find((item) => item.user_id === Number(params.userId));
    if (!target) return refusal(404, 'member_not_found', 'Miembro no encontrado');
    const actor = me().role;
    if (
      !can(actor, 'manageMembers') ||
      ROLES.indexOf(target.role) >= ROLES.indexOf(actor) ||
      team.inOtherWorkspaces.includes(target.user_id)
    ) {
      return refusal(
        403,
        'reset_link_forbidden',
        'Solo puedes crear un enlace de restablecimiento para alguien de un rol inferior cuya cuenta sea solo de este espacio de trabajo',
      );
    }
    return HttpResponse.json(
      {
        url: `http://127.0.0.1:8080/#/restablecer?token=${'r'.repeat(42)}${target.user_id}`,
        expires_at: RESET_LINK_EXPIRES,
      },
      { status: 201 },
    );
  }),
  http.post('*/functions/v1/auth/change-password', async ({ request }) => {
    const body = (await request.json()) as ChangePasswordRequest;
    record(request, body);
    if (body.currentPassword !== team.password) {
      return refusal(400, 'current_password_invalid', 'La contraseña actual no es correcta');
    }
    if (body.newPassword.length < MIN_NEW_PASSWORD_LENGTH) {
      return refusal(
        400,
        'new_password_too_short',
        `La contraseña debe tener al menos ${MIN_NEW_PASSWORD_LENGTH} caracteres`,
      );
    }
    team.password = body.newPassword;
    const ended = team.otherSessions;
    team.otherSessions = 0;
    return HttpResponse.json({ ended });
  }),
  http.get('*/functions/v1/invitations', ({ request }) => {
    record(request);
    return invitations();
  }),
  http.post('*/functions/v1/invitations', async ({ request }) => {
    const body = (await request.json()) as { email: string; role: Role };
    record(request, body);
    const id = team.invitations.length + 1;
    const expires = '2026-12-02T10:00:00.000Z';
    team.invitations = [
      {
        id,
        email: body.email,
        role: body.role,
        invited_by: me().email,
        created_at: joined,
        expires_at: expires,
      },
      ...team.invitations,
    ];
    return HttpResponse.json(
      {
        id,
        token: `token-${id}`,
        url: `http://127.0.0.1:8080/#/invitacion?token=token-${id}`,
        expires_at: expires,
      },
      { status: 201 },
    );
  }),
  http.delete('*/functions/v1/invitations/:id', ({ request, params }) => {
    record(request);
    team.invitations = team.invitations.filter((item) => item.id !== Number(params.id));
    return invitations();
  }),
  http.get('*/functions/v1/api-tokens', ({ request }) => {
    record(request);
    return apiTokens();
  }),
  http.post('*/functions/v1/api-tokens', async ({ request }) => {
    const body = (await request.json()) as { name?: unknown; role?: unknown };
    record(request, body);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name.length === 0) {
      return refusal(
        400,
        'api_token_name_required',
        validationErrorTexts.api_token_name_required.es,
      );
    }
    const role = API_TOKEN_ROLES.find((known) => known === body.role);
    if (!role) {
      return refusal(400, 'api_token_role_invalid', validationErrorTexts.api_token_role_invalid.es);
    }
    if (ROLES.indexOf(role) > ROLES.indexOf(me().role)) {
      return refusal(
        403,
        'api_token_role_too_high',
        'Un token no puede tener un rol mayor que el tuyo',
      );
    }
    const id = Math.max(0, ...team.apiTokens.map((token) => token.id)) + 1;
    const token: ApiToken = {
      id,
      name,
      role,
      created_by: me().email,
      created_at: API_TOKEN_CREATED,
      last_used_at: null,
    };
    team.apiTokens = [token, ...team.apiTokens];
    const created: ApiTokenCreated = { ...token, token: apiTokenSecret(id) };
    return HttpResponse.json(created, { status: 201 });
  }),
  http.delete('*/functions/v1/api-tokens/:id', ({ request, params }) => {
    record(request);
    const id = Number(params.id);
    if (!team.apiTokens.some((token) => token.id === id)) {
      return refusal(404, 'api_token_not_found', 'Token de API no encontrado');
    }
    team.apiTokens = team.apiTokens.filter((token) => token.id !== id);
    return apiTokens();
  }),
  http.get('*/functions/v1/apify-account', ({ request }) => {
    record(request);
    return HttpResponse.json(team.apifyAccount);
  }),
  http.post('*/functions/v1/apify-account', async ({ request }) => {
    const body = (await request.json()) as { token: string };
    record(request, body);
    if (!team.apifyAccount.canConnect) {
      return refusal(
        503,
        'secrets_key_missing',
        'Este servidor no puede guardar tokens de otros servicios: quien lo administra debe configurar una clave de cifrado (SECRETS_KEY)',
      );
    }
    const username = APIFY_TOKENS[body.token];
    if (!username) {
      return refusal(
        400,
        'apify_token_refused',
        'Apify no reconoce ese token: cópialo de nuevo desde Apify (Settings → API & Integrations)',
      );
    }
    team.apifyAccount = {
      ...team.apifyAccount,
      connected: true,
      username,
      connectedAt: APIFY_CONNECTED_AT,
      tokenEnd: body.token.slice(-4),
    };
    return HttpResponse.json(team.apifyAccount);
  }),
  http.delete('*/functions/v1/apify-account', ({ request }) => {
    record(request);
    team.apifyAccount = {
      ...defaultApifyAccount(),
      canConnect: team.apifyAccount.canConnect,
      serverAccount: team.apifyAccount.serverAccount,
    };
    return HttpResponse.json(team.apifyAccount);
  }),
  http.get('*/functions/v1/workspaces/current/settings', () => HttpResponse.json(team.settings)),
  http.patch('*/functions/v1/workspaces/current/settings', async ({ request }) => {
    const body = (await request.json()) as WorkspaceSettings;
    record(request, body);
    // As the server: an address that is not a member's waits for its confirmation.
    const members = new Set(team.members.map((member) => member.email));
    team.settings = {
      ...body,
      emailConfigured: team.settings.emailConfigured,
      pendingAlertEmails: body.alertEmails.filter((email) => !members.has(email)),
      recipientsHidden: false,
    };
    return HttpResponse.json(team.settings);
  }),
  http.post('*/functions/v1/alerts/test', ({ request }) => {
    record(request);
    return HttpResponse.json({
      email: team.settings.alertEmails.length > 0 ? 'sent' : 'off',
      webhook: team.settings.alertWebhookUrl ? 'failed' : 'off',
      error: team.settings.alertWebhookUrl ? 'webhook: no se pudo entregar' : null,
    });
  }),
  http.get('*/functions/v1/alerts', () => HttpResponse.json({ items: team.alerts })),
  http.get('*/functions/v1/audit-log', ({ request }) => {
    record(request);
    const query = new URL(request.url).searchParams;
    const cursor = Number(query.get('cursor') ?? Infinity);
    const user = query.get('user');
    const kind = query.get('kind');
    const action = query.get('action');
    const matching = team.audit.filter(
      (entry) =>
        entry.id < cursor &&
        (user === null || entry.user_id === Number(user)) &&
        (kind === null || AUDIT_ACTION_KINDS[entry.action as AuditAction] === kind) &&
        (action === null || entry.action === action),
    );
    const items = matching.slice(0, AUDIT_PAGE_SIZE);
    return HttpResponse.json({
      items,
      nextCursor: matching.length > AUDIT_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
      actions: [...new Set(team.audit.map((entry) => entry.action))].sort(),
    });
  }),
);

/** The calls of one kind, e.g. `callsTo('GET audit-log')`. */
export function callsTo(prefix: string): string[] {
  return team.calls.filter((call) => call.startsWith(prefix));
}

/**
 * Serves the fake team API to a test file: Spanish before each test, each test's overriding
 * handlers undone after it.
 */
export function serveTeamApi() {
  beforeAll(() => server.listen());
  beforeEach(() => resetLanguage());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
