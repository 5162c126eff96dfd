import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { ApiError, answerLanguage, refusedCallError } from './api-error';
import { type Endpoint, type EndpointName, endpoints, fillPath } from './contract';
import { errorMessages } from './messages';
import type { Role } from './roles';
import * as s from './schemas';
import { API_PREFIX } from './contract/api-prefix';

export interface ApiClientOptions {
  /** Origin (or origin + prefix) the API is served from; `/functions/v1/` is appended. */
  baseUrl: string | URL;
  /** The session id to send as `x-session-id`, read at each call. */
  getSessionId: () => string | null;
  /** The interface language, sent as Accept-Language so the API's error texts follow it. */
  getLanguage?: () => string | null;
  /** Called when a data call answers 401: the session is gone. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | undefined>;

/** What a call sends: its path parameters, its query and its body, as the endpoint declares. */
type CallRequest<E extends Endpoint> = {
  params?: Record<string, string | number>;
  query?: Query;
} & (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

interface CallOptions {
  /** The catalogue text the error carries when the server gives none. */
  fallback: string;
  /** Auth calls answer 401 for bad credentials, which must not end a session. */
  isAuthCall?: boolean;
}

/** Endpoints answering JSON, each by its name (CSV downloads are fetched by `download`). */
type JsonEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N]['response'] extends z.ZodType ? N : never;
}[EndpointName];

/**
 * The one client for every Réplica endpoint: validates what it sends and what it receives with
 * the shared zod schemas and turns every failure into an {@link ApiError} with a catalogue text.
 *
 * @example
 * const api = createApiClient({ baseUrl: location.origin, getSessionId: currentSessionId });
 * const { items } = await api.templates('Marca Personal');
 */
export function createApiClient(options: ApiClientOptions) {
  const http: KyInstance = ky.create({
    prefixUrl: new URL(`${API_PREFIX.slice(1)}/`, ensureTrailingSlash(options.baseUrl)).toString(),
    retry: 0,
    timeout: 120_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const sessionId = options.getSessionId();
          if (sessionId) request.headers.set('x-session-id', sessionId);
        },
      ],
    },
  });

  /**
   * The interface language, read once per call: sent as Accept-Language, and the language the
   * error of a refused call says the server answered in.
   */
  function askedLanguage() {
    const tag = options.getLanguage?.() ?? null;
    return { headers: tag ? { 'accept-language': tag } : {}, answeredIn: answerLanguage(tag) };
  }

  /**
   * Calls the endpoint `name` of the contract with its method and path, checking the body with
   * its schema before anything leaves and the answer with its response schema (or `narrowTo`, one
   * member of a union response the caller knows it asked for).
   */
  async function call<N extends JsonEndpointName, Schema extends z.ZodType = EndpointResponse<N>>(
    name: N,
    request: CallRequest<(typeof endpoints)[N]>,
    callOptions: CallOptions & { narrowTo?: Schema },
  ): Promise<z.output<Schema>> {
    const endpoint: Endpoint = endpoints[name];
    const json = endpoint.body ? validBody(endpoint.body, request.body) : undefined;
    const language = askedLanguage();
    let response: Response;
    try {
      response = await http(relativePath(endpoint, request.params), {
        method: endpoint.method,
        headers: language.headers,
        ...(json === undefined ? {} : { json }),
        ...(request.query ? { searchParams: definedOnly(request.query) } : {}),
      });
    } catch {
      throw new ApiError(callOptions.fallback, 0);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (response.status === 401 && !callOptions.isAuthCall) options.onUnauthorized?.();
      throw refusedCallError(response.status, body, callOptions.fallback, language.answeredIn);
    }
    const schema = callOptions.narrowTo ?? (endpoint.response as z.ZodType);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError(callOptions.fallback, response.status);
    return parsed.data as z.output<Schema>;
  }

  /**
   * A file the API streams (CSV exports), fetched with the session header like every call and
   * handed back whole for the browser to save; errors as in {@link call}.
   */
  async function download(
    name: 'exportInboxCsv' | 'exportReportCsv',
    query: Query,
    fallback: string,
  ): Promise<DownloadedFile> {
    const path = relativePath(endpoints[name]);
    const language = askedLanguage();
    let response: Response;
    try {
      response = await http(path, {
        method: 'get',
        headers: language.headers,
        searchParams: definedOnly(query),
      });
    } catch {
      throw new ApiError(fallback, 0);
    }
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      const body: unknown = await response.json().catch(() => null);
      throw refusedCallError(response.status, body, fallback, language.answeredIn);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split('/').at(-1) ?? path;
    try {
      return { blob: await response.blob(), filename };
    } catch {
      throw new ApiError(fallback, response.status);
    }
  }

  /**
   * Parses a request body before it leaves, so bad input never reaches the network: refused
   * with the issue's text, and its code when the refusal is one of the schema's own.
   */
  function validBody(schema: z.ZodType, input: unknown): unknown {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const code = issue && s.refusalCodeOf(issue);
    throw new ApiError(issue?.message ?? 'Datos inválidos', 400, undefined, code);
  }

  return {
    signup: async (credentials: s.SignupRequest) =>
      call('signup', { body: credentials }, { fallback: errorMessages.signup, isAuthCall: true }),
    signin: async (credentials: s.Credentials) =>
      call('signin', { body: credentials }, { fallback: errorMessages.signin, isAuthCall: true }),
    me: async () => call('me', {}, { fallback: errorMessages.auth, isAuthCall: true }),
    signout: async () => call('signout', {}, { fallback: errorMessages.signout, isAuthCall: true }),
    /** Ends the user's sessions on every other device; this one stays signed in. */
    signoutOthers: async () => call('signoutOthers', {}, { fallback: errorMessages.signout }),
    changePassword: async (request: s.ChangePasswordRequest) =>
      call('changePassword', { body: request }, { fallback: errorMessages.password }),
    requestPasswordReset: async (email: string) =>
      call('requestPasswordReset', { body: { email } }, { fallback: errorMessages.password }),
    resetPassword: async (request: s.ResetPasswordRequest) =>
      call('resetPassword', { body: request }, { fallback: errorMessages.password }),

    dashboardMetrics: async () => call('dashboardMetrics', {}, { fallback: errorMessages.metrics }),
    industriesSummary: async () =>
      call('industriesSummary', {}, { fallback: errorMessages.industries }),
    industries: async () => call('industries', {}, { fallback: errorMessages.industries }),
    updateIndustry: async (name: string, patch: s.IndustryPatch) =>
      call(
        'updateIndustry',
        { params: { name }, body: patch },
        { fallback: errorMessages.industryUpdate },
      ),
    reclassifyIndustries: async () =>
      call('reclassifyIndustries', { body: {} }, { fallback: errorMessages.reclassify }),

    addComment: async (comment: s.ManualCommentRequest) =>
      call('addComment', { body: comment }, { fallback: errorMessages.addComment }),
    importComments: async (batch: s.BulkCommentsRequest) =>
      call('importComments', { body: batch }, { fallback: errorMessages.import }),
    inbox: async (query: s.InboxQuery) =>
      call('inbox', { query: { ...query } }, { fallback: errorMessages.inbox }),
    deleteComment: async (id: number) =>
      call('deleteComment', { params: { id } }, { fallback: errorMessages.delete }),
    deleteComments: async (ids: number[]) =>
      call('deleteComments', { body: { ids } }, { fallback: errorMessages.delete }),

    /** `force`: also replace labels a person corrected by hand (kept otherwise). */
    analyzeComment: async (commentId: number, { force = false }: { force?: boolean } = {}) =>
      call(
        'analyzeComment',
        { body: { comment_id: commentId, forceAnalyze: true, forceReanalyze: true, force } },
        { fallback: errorMessages.analyze },
      ),
    correctComment: async (correction: s.CorrectCommentRequest) =>
      call('correctComment', { body: correction }, { fallback: errorMessages.correct }),
    analyzeComments: async (request: s.AnalyzeCommentsRequest) =>
      call('analyzeComments', { body: request }, { fallback: errorMessages.analyze }),
    /** Starts long work in the background, or joins the same work already running. */
    startJob: async (request: s.StartJobRequest) =>
      call('startJob', { body: request }, { fallback: errorMessages.jobStart }),
    job: async (id: number) => call('job', { params: { id } }, { fallback: errorMessages.jobs }),
    jobs: async (filter: { active?: boolean; industry?: string } = {}) =>
      call(
        'jobs',
        {
          query: {
            active: filter.active === undefined ? undefined : String(filter.active),
            industry: filter.industry,
          },
        },
        { fallback: errorMessages.jobs },
      ),
    cancelJob: async (id: number) =>
      call('cancelJob', { params: { id } }, { fallback: errorMessages.jobCancel }),
    recalcReal: async (industry: string) =>
      call('recalcReal', { body: { industry } }, { fallback: errorMessages.recalc }),
    report: async (industry: string, order: s.PainPointOrder = 'score') =>
      call('report', { query: { industry, order } }, { fallback: errorMessages.report }),
    reportTrends: async (industry: string) =>
      call('reportTrends', { query: { industry } }, { fallback: errorMessages.trends }),
    objectionsOverview: async () =>
      call('objectionsOverview', {}, { fallback: errorMessages.objectionsOverview }),
    objectionLanguage: async (industry: string) =>
      call(
        'objectionLanguage',
        { query: { industry } },
        { fallback: errorMessages.objectionLanguage },
      ),
    exportInboxCsv: async (query: s.InboxExportQuery) =>
      download('exportInboxCsv', { ...query }, errorMessages.export),
    exportReportCsv: async (industry: string) =>
      download('exportReportCsv', { industry }, errorMessages.export),

    generateIdeas: async (industry: string) =>
      call(
        'generateIdeas',
        { body: { industry, kind: 'ideas' } },
        { fallback: errorMessages.generateIdeas, narrowTo: s.generateIdeasResponseSchema },
      ),
    generateContentPack: async (industry: string) =>
      call(
        'generateIdeas',
        { body: { industry, kind: 'pack' } },
        { fallback: errorMessages.generateContent, narrowTo: s.generatePackResponseSchema },
      ),
    templates: async (industry: string) =>
      call('templates', { query: { industry } }, { fallback: errorMessages.templates }),
    deleteIdea: async (id: number) =>
      call('deleteIdea', { params: { id } }, { fallback: errorMessages.delete }),

    runScraper: async (request: s.RunScraperRequest) =>
      call('runScraper', { body: request }, { fallback: errorMessages.scraper }),
    reimportScraperRun: async (runId: string) =>
      call('reimportScraperRun', { body: { runId } }, { fallback: errorMessages.scraper }),
    scraperRuns: async () => call('scraperRuns', {}, { fallback: errorMessages.scraperRuns }),
    scraperConfig: async () => call('scraperConfig', {}, { fallback: errorMessages.scraperRuns }),
    actorFieldMap: async (actor: string) =>
      call('actorFieldMap', { query: { actor } }, { fallback: errorMessages.actorFields }),
    saveActorFieldMap: async (request: s.SaveActorFieldMapRequest) =>
      call('saveActorFieldMap', { body: request }, { fallback: errorMessages.actorFields }),
    /** The run's first items, mapped with `fields` (or the actor's saved map). */
    previewScraperRun: async (request: s.PreviewRunRequest) =>
      call('previewScraperRun', { body: request }, { fallback: errorMessages.runPreview }),

    watches: async () => call('watches', {}, { fallback: errorMessages.watches }),
    createWatch: async (watch: s.WatchRequest) =>
      call('createWatch', { body: watch }, { fallback: errorMessages.watchUpdate }),
    updateWatch: async (id: number, watch: s.WatchRequest) =>
      call('updateWatch', { params: { id }, body: watch }, { fallback: errorMessages.watchUpdate }),
    pauseWatch: async (id: number) =>
      call('pauseWatch', { params: { id } }, { fallback: errorMessages.watchUpdate }),
    resumeWatch: async (id: number) =>
      call('resumeWatch', { params: { id } }, { fallback: errorMessages.watchUpdate }),
    runWatchNow: async (id: number) =>
      call('runWatchNow', { params: { id } }, { fallback: errorMessages.watchUpdate }),
    deleteWatch: async (id: number) =>
      call('deleteWatch', { params: { id } }, { fallback: errorMessages.delete }),
    watchRuns: async (id: number) =>
      call('watchRuns', { params: { id } }, { fallback: errorMessages.watches }),

    workspaceSettings: async () =>
      call('workspaceSettings', {}, { fallback: errorMessages.settings }),
    updateWorkspaceSettings: async (settings: s.WorkspaceSettings) =>
      call(
        'updateWorkspaceSettings',
        { body: settings },
        { fallback: errorMessages.settingsUpdate },
      ),
    testAlert: async () => call('testAlert', {}, { fallback: errorMessages.settingsUpdate }),
    alerts: async () => call('alerts', {}, { fallback: errorMessages.settings }),
    confirmAlertRecipient: async (token: string) =>
      call(
        'confirmAlertRecipient',
        { body: { token } },
        { fallback: errorMessages.alertConfirmation },
      ),

    workspaces: async () => call('workspaces', {}, { fallback: errorMessages.workspaces }),
    switchWorkspace: async (id: number) =>
      call('switchWorkspace', { body: { id } }, { fallback: errorMessages.workspaceUpdate }),
    renameWorkspace: async (name: string) =>
      call('renameWorkspace', { body: { name } }, { fallback: errorMessages.workspaceUpdate }),
    rotateWebhookToken: async () =>
      call('rotateWebhookToken', {}, { fallback: errorMessages.workspaceUpdate }),
    deleteWorkspace: async () =>
      call('deleteWorkspace', {}, { fallback: errorMessages.workspaceUpdate }),
    acceptInvitation: async (token: string) =>
      call('acceptInvitation', { body: { token } }, { fallback: errorMessages.invitation }),

    members: async () => call('members', {}, { fallback: errorMessages.team }),
    changeMemberRole: async (userId: number, role: Role) =>
      call(
        'changeMemberRole',
        { params: { userId }, body: { role } },
        { fallback: errorMessages.teamUpdate },
      ),
    removeMember: async (userId: number) =>
      call('removeMember', { params: { userId } }, { fallback: errorMessages.teamUpdate }),
    apifyAccount: async () => call('apifyAccount', {}, { fallback: errorMessages.team }),
    connectApifyAccount: async (token: string) =>
      call('connectApifyAccount', { body: { token } }, { fallback: errorMessages.teamUpdate }),
    disconnectApifyAccount: async () =>
      call('disconnectApifyAccount', {}, { fallback: errorMessages.teamUpdate }),
    apiTokens: async () => call('apiTokens', {}, { fallback: errorMessages.team }),
    createApiToken: async (request: s.ApiTokenRequest) =>
      call('createApiToken', { body: request }, { fallback: errorMessages.teamUpdate }),
    revokeApiToken: async (id: number) =>
      call('revokeApiToken', { params: { id } }, { fallback: errorMessages.teamUpdate }),
    memberResetLink: async (userId: number) =>
      call('memberResetLink', { params: { userId } }, { fallback: errorMessages.teamUpdate }),
    invite: async (invitation: s.InvitationRequest) =>
      call('invite', { body: invitation }, { fallback: errorMessages.teamUpdate }),
    invitations: async () => call('invitations', {}, { fallback: errorMessages.team }),
    revokeInvitation: async (id: number) =>
      call('revokeInvitation', { params: { id } }, { fallback: errorMessages.teamUpdate }),
    auditLog: async (query: s.AuditLogQuery = {}) =>
      call(
        'auditLog',
        { query: { cursor: query.cursor, user: query.user, action: query.action } },
        { fallback: errorMessages.team },
      ),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A downloaded file and the name the server suggests for it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

type EndpointResponse<N extends JsonEndpointName> = Extract<
  (typeof endpoints)[N]['response'],
  z.ZodType
>;

/** The endpoint's path under the client's `functions/v1/` prefix (ky wants no leading slash). */
function relativePath(endpoint: Endpoint, params?: Record<string, string | number>): string {
  return fillPath(endpoint.path, params).slice(1);
}

function ensureTrailingSlash(base: string | URL): string {
  const text = base.toString();
  return text.endsWith('/') ? text : `${text}/`;
}

function definedOnly(params: Record<string, string | number | boolean | undefined>) {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number | boolean] => {
      return entry[1] !== undefined;
    }),
  );
}
