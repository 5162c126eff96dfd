import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { errorMessages } from './messages';
import type { Role } from './roles';
import * as s from './schemas';

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

interface CallOptions {
  method: 'get' | 'post' | 'patch' | 'delete';
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** The catalogue text shown when the server gives none. */
  fallback: string;
  /** Texts that replace the server's for given statuses (sign-in's 401). */
  byStatus?: Record<number, string>;
  /** Auth calls answer 401 for bad credentials, which must not end a session. */
  isAuthCall?: boolean;
}

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
    prefixUrl: new URL('functions/v1/', ensureTrailingSlash(options.baseUrl)).toString(),
    retry: 0,
    timeout: 120_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const sessionId = options.getSessionId();
          if (sessionId) request.headers.set('x-session-id', sessionId);
          const language = options.getLanguage?.();
          if (language) request.headers.set('accept-language', language);
        },
      ],
    },
  });

  async function call<Schema extends z.ZodType>(
    path: string,
    responseSchema: Schema,
    callOptions: CallOptions,
  ): Promise<z.infer<Schema>> {
    let response: Response;
    try {
      response = await http(path, {
        method: callOptions.method,
        ...(callOptions.json === undefined ? {} : { json: callOptions.json }),
        ...(callOptions.searchParams
          ? { searchParams: definedOnly(callOptions.searchParams) }
          : {}),
      });
    } catch {
      throw new ApiError(callOptions.fallback, 0);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (response.status === 401 && !callOptions.isAuthCall) options.onUnauthorized?.();
      const serverError = s.errorBodySchema.safeParse(body);
      const message =
        callOptions.byStatus?.[response.status] ??
        (serverError.success ? serverError.data.error : callOptions.fallback);
      throw new ApiError(
        message,
        response.status,
        serverError.success ? serverError.data.reason : undefined,
        serverError.success ? serverError.data.code : undefined,
      );
    }
    const parsed = responseSchema.safeParse(body);
    if (!parsed.success) throw new ApiError(callOptions.fallback, response.status);
    return parsed.data;
  }

  /**
   * A file the API streams (CSV exports), fetched with the session header like every call and
   * handed back whole for the browser to save; errors as in {@link call}.
   */
  async function download(
    path: string,
    searchParams: Record<string, string | number | boolean | undefined>,
    fallback: string,
  ): Promise<DownloadedFile> {
    let response: Response;
    try {
      response = await http(path, { method: 'get', searchParams: definedOnly(searchParams) });
    } catch {
      throw new ApiError(fallback, 0);
    }
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      const serverError = s.errorBodySchema.safeParse(await response.json().catch(() => null));
      if (!serverError.success) throw new ApiError(fallback, response.status);
      const { error, reason, code } = serverError.data;
      throw new ApiError(error, response.status, reason, code);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split('/').at(-1) ?? path;
    try {
      return { blob: await response.blob(), filename };
    } catch {
      throw new ApiError(fallback, response.status);
    }
  }

  /** Parses a request body before it leaves, so bad input never reaches the network. */
  function validBody<Schema extends z.ZodType>(schema: Schema, input: z.input<Schema>) {
    const parsed = schema.safeParse(input);
    if (!parsed.success)
      throw new ApiError(parsed.error.issues[0]?.message ?? 'Datos inválidos', 400);
    return parsed.data as z.output<Schema>;
  }

  return {
    signup: async (credentials: s.SignupRequest) =>
      call('auth/signup', s.signupResponseSchema, {
        method: 'post',
        json: validBody(s.signupRequestSchema, credentials),
        fallback: errorMessages.signup,
        isAuthCall: true,
      }),
    signin: async (credentials: s.Credentials) =>
      call('auth/signin', s.signinResponseSchema, {
        method: 'post',
        json: validBody(s.credentialsSchema, credentials),
        fallback: errorMessages.signin,
        byStatus: { 401: errorMessages.signinInvalid },
        isAuthCall: true,
      }),
    me: async () =>
      call('auth/me', s.meResponseSchema, {
        method: 'get',
        fallback: errorMessages.auth,
        isAuthCall: true,
      }),
    signout: async () =>
      call('auth/signout', s.signoutResponseSchema, {
        method: 'post',
        fallback: errorMessages.signout,
        isAuthCall: true,
      }),
    /** Ends the user's sessions on every other device; this one stays signed in. */
    signoutOthers: async () =>
      call('auth/signout-others', s.signoutOthersResponseSchema, {
        method: 'post',
        fallback: errorMessages.signout,
      }),

    dashboardMetrics: async () =>
      call('dashboard-metrics', s.dashboardMetricsSchema, {
        method: 'get',
        fallback: errorMessages.metrics,
      }),
    industriesSummary: async () =>
      call('industries-summary', s.industriesSummarySchema, {
        method: 'get',
        fallback: errorMessages.industries,
      }),
    industries: async () =>
      call('industries', s.industriesListSchema, {
        method: 'get',
        fallback: errorMessages.industries,
      }),
    updateIndustry: async (name: string, patch: s.IndustryPatch) =>
      call(`industries/${encodeURIComponent(name)}`, s.industrySummarySchema, {
        method: 'patch',
        json: validBody(s.industryPatchSchema, patch),
        fallback: errorMessages.industryUpdate,
      }),
    reclassifyIndustries: async () =>
      call('reclassify-industries', s.reclassifyResponseSchema, {
        method: 'post',
        json: {},
        fallback: errorMessages.reclassify,
      }),

    addComment: async (comment: s.ManualCommentRequest) =>
      call('comments-manual', s.manualCommentResponseSchema, {
        method: 'post',
        json: validBody(s.manualCommentRequestSchema, comment),
        fallback: errorMessages.addComment,
      }),
    importComments: async (batch: s.BulkCommentsRequest) =>
      call('comments-bulk', s.bulkCommentsResponseSchema, {
        method: 'post',
        json: validBody(s.bulkCommentsRequestSchema, batch),
        fallback: errorMessages.import,
      }),
    inbox: async (query: s.InboxQuery) =>
      call('opiniones', s.inboxResponseSchema, {
        method: 'get',
        searchParams: { ...query },
        fallback: errorMessages.inbox,
      }),
    deleteComment: async (id: number) =>
      call(`delete-comment/${id}`, s.deleteResponseSchema, {
        method: 'delete',
        fallback: errorMessages.delete,
      }),
    deleteComments: async (ids: number[]) =>
      call('delete-comment/bulk-delete', s.deleteResponseSchema, {
        method: 'post',
        json: validBody(s.bulkDeleteRequestSchema, { ids }),
        fallback: errorMessages.delete,
      }),

    /** `force`: also replace labels a person corrected by hand (kept otherwise). */
    analyzeComment: async (commentId: number, { force = false }: { force?: boolean } = {}) =>
      call('analyze-comment', s.analyzeCommentResponseSchema, {
        method: 'post',
        json: { comment_id: commentId, forceAnalyze: true, forceReanalyze: true, force },
        fallback: errorMessages.analyze,
      }),
    correctComment: async (correction: s.CorrectCommentRequest) =>
      call('correct-comment', s.correctCommentResponseSchema, {
        method: 'post',
        json: validBody(s.correctCommentRequestSchema, correction),
        fallback: errorMessages.correct,
      }),
    analyzeComments: async (request: s.AnalyzeCommentsRequest) =>
      call('analyze-comments', s.analyzeCommentsResponseSchema, {
        method: 'post',
        json: validBody(s.analyzeCommentsRequestSchema, request),
        fallback: errorMessages.analyze,
      }),
    /** Starts long work in the background, or joins the same work already running. */
    startJob: async (request: s.StartJobRequest) =>
      call('jobs', s.startJobResponseSchema, {
        method: 'post',
        json: validBody(s.startJobRequestSchema, request),
        fallback: errorMessages.jobStart,
      }),
    job: async (id: number) =>
      call(`jobs/${id}`, s.jobSchema, { method: 'get', fallback: errorMessages.jobs }),
    jobs: async (filter: { active?: boolean; industry?: string } = {}) =>
      call('jobs', s.jobListResponseSchema, {
        method: 'get',
        searchParams: {
          active: filter.active === undefined ? undefined : String(filter.active),
          industry: filter.industry,
        },
        fallback: errorMessages.jobs,
      }),
    cancelJob: async (id: number) =>
      call(`jobs/${id}/cancel`, s.jobSchema, { method: 'post', fallback: errorMessages.jobCancel }),
    recalcReal: async (industry: string) =>
      call('recalc-real', s.recalcRealResponseSchema, {
        method: 'post',
        json: validBody(s.recalcRealRequestSchema, { industry }),
        fallback: errorMessages.recalc,
      }),
    report: async (industry: string) =>
      call('report', s.reportResponseSchema, {
        method: 'get',
        searchParams: { industry },
        fallback: errorMessages.report,
      }),
    reportTrends: async (industry: string) =>
      call('report-trends', s.reportTrendsResponseSchema, {
        method: 'get',
        searchParams: { industry },
        fallback: errorMessages.trends,
      }),
    objectionsOverview: async () =>
      call('objections-overview', s.objectionsOverviewResponseSchema, {
        method: 'get',
        fallback: errorMessages.objectionsOverview,
      }),
    objectionLanguage: async (industry: string) =>
      call('objection-language', s.objectionLanguageResponseSchema, {
        method: 'get',
        searchParams: { industry },
        fallback: errorMessages.objectionLanguage,
      }),
    exportInboxCsv: async (query: s.InboxExportQuery) =>
      download('export/opiniones.csv', { ...query }, errorMessages.export),
    exportReportCsv: async (industry: string) =>
      download('export/report.csv', { industry }, errorMessages.export),

    generateIdeas: async (industry: string) =>
      call('generate-ideas', s.generateIdeasResponseSchema, {
        method: 'post',
        json: validBody(s.generateIdeasRequestSchema, { industry, kind: 'ideas' }),
        fallback: errorMessages.generateIdeas,
      }),
    generateContentPack: async (industry: string) =>
      call('generate-ideas', s.generatePackResponseSchema, {
        method: 'post',
        json: validBody(s.generateIdeasRequestSchema, { industry, kind: 'pack' }),
        fallback: errorMessages.generateContent,
      }),
    templates: async (industry: string) =>
      call('templates', s.templatesResponseSchema, {
        method: 'get',
        searchParams: { industry },
        fallback: errorMessages.templates,
      }),
    deleteIdea: async (id: number) =>
      call(`delete-idea/${id}`, s.deleteResponseSchema, {
        method: 'delete',
        fallback: errorMessages.delete,
      }),

    runScraper: async (request: s.RunScraperRequest) =>
      call('run-apify-task', s.runScraperResponseSchema, {
        method: 'post',
        json: validBody(s.runScraperRequestSchema, request),
        fallback: errorMessages.scraper,
      }),
    reimportScraperRun: async (runId: string) =>
      call('reimport-apify-run', s.runScraperResponseSchema, {
        method: 'post',
        json: validBody(s.reimportRunRequestSchema, { runId }),
        fallback: errorMessages.scraper,
      }),
    scraperRuns: async () =>
      call('scraper-runs', s.scraperRunsResponseSchema, {
        method: 'get',
        fallback: errorMessages.scraperRuns,
      }),
    scraperConfig: async () =>
      call('scraper-config', s.scraperConfigResponseSchema, {
        method: 'get',
        fallback: errorMessages.scraperRuns,
      }),

    workspaces: async () =>
      call('workspaces', s.workspacesResponseSchema, {
        method: 'get',
        fallback: errorMessages.workspaces,
      }),
    switchWorkspace: async (id: number) =>
      call('workspaces/switch', s.workspacesResponseSchema, {
        method: 'post',
        json: validBody(s.switchWorkspaceRequestSchema, { id }),
        fallback: errorMessages.workspaceUpdate,
      }),
    renameWorkspace: async (name: string) =>
      call('workspaces/current', s.workspacesResponseSchema, {
        method: 'patch',
        json: validBody(s.renameWorkspaceRequestSchema, { name }),
        fallback: errorMessages.workspaceUpdate,
      }),
    rotateWebhookToken: async () =>
      call('workspaces/current/webhook-token', s.webhookTokenResponseSchema, {
        method: 'post',
        json: {},
        fallback: errorMessages.workspaceUpdate,
      }),
    deleteWorkspace: async () =>
      call('workspaces/current', s.workspacesResponseSchema, {
        method: 'delete',
        fallback: errorMessages.workspaceUpdate,
      }),
    acceptInvitation: async (token: string) =>
      call('auth/accept-invitation', s.workspacesResponseSchema, {
        method: 'post',
        json: validBody(s.acceptInvitationRequestSchema, { token }),
        fallback: errorMessages.invitation,
      }),

    members: async () =>
      call('members', s.membersResponseSchema, { method: 'get', fallback: errorMessages.team }),
    changeMemberRole: async (userId: number, role: Role) =>
      call(`members/${userId}`, s.membersResponseSchema, {
        method: 'patch',
        json: validBody(s.memberRoleRequestSchema, { role }),
        fallback: errorMessages.teamUpdate,
      }),
    removeMember: async (userId: number) =>
      call(`members/${userId}`, s.membersResponseSchema, {
        method: 'delete',
        fallback: errorMessages.teamUpdate,
      }),
    invite: async (invitation: s.InvitationRequest) =>
      call('invitations', s.invitationCreatedSchema, {
        method: 'post',
        json: validBody(s.invitationRequestSchema, invitation),
        fallback: errorMessages.teamUpdate,
      }),
    invitations: async () =>
      call('invitations', s.invitationsResponseSchema, {
        method: 'get',
        fallback: errorMessages.team,
      }),
    revokeInvitation: async (id: number) =>
      call(`invitations/${id}`, s.invitationsResponseSchema, {
        method: 'delete',
        fallback: errorMessages.teamUpdate,
      }),
    auditLog: async (query: s.AuditLogQuery = {}) =>
      call('audit-log', s.auditLogResponseSchema, {
        method: 'get',
        searchParams: { cursor: query.cursor, user: query.user, action: query.action },
        fallback: errorMessages.team,
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A downloaded file and the name the server suggests for it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
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
