/**
 * The fake API core is independent of transport: it takes an ApiRequest and returns an ApiResponse.
 * http/express.ts is a thin adapter; tests and benchmarks may call the core directly.
 */
import type { ZodType } from 'zod';
import type {
  CompanyPermission,
  CompanyStatus,
  CompanyType,
  Position,
  SubscriptionType,
  UserType,
} from '@casebridge/domain';
import type { Geocoder } from '../geo/gazetteer.ts';
import type { Store } from '../store/types.ts';
import type { DevClock } from './devClock.ts';
import type { DevMailbox } from './mailbox.ts';
import type { SessionLimits } from './sessionLimits.ts';
import type { SessionTouches } from './sessions.ts';
import type { Throttles } from '../routes/accounts/throttles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UploadedFile {
  field: string;
  originalName: string;
  mimeType: string;
  size: number;
  buffer: Buffer;
}

export interface ApiRequest {
  method: HttpMethod;
  /** Path below /api, starting with '/'. */
  path: string;
  /** Raw query values as the transport parsed them. */
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | undefined>;
  body?: unknown;
  files?: UploadedFile[];
  /** The client's address, as the transport saw it (throttling). */
  ip?: string;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  /** JSON body, or a Buffer for downloads (set content-type in headers). */
  body?: unknown;
}

/** The signed-in caller, derived from the bearer token and the stored user on every request. */
export interface Principal {
  userId: string;
  email: string;
  userType: UserType;
  permission: CompanyPermission | null;
  position: Position | null;
  companyId: string | null;
  companyType: CompanyType | null;
  companyStatus: CompanyStatus | null;
  subscriptionType: SubscriptionType | null;
  /** The session (token `sid`) the request came with. */
  sessionId?: string;
  /** A password reset is pending: only the calls that set the password answer (core/callerGate.ts). */
  passwordReset?: boolean;
}

export interface Clock {
  now(): Date;
}

/** Binary uploads (pictures), kept beside the JSON store (DATA_DIR/uploads). */
export interface BlobStore {
  put(key: string, data: Buffer, mimeType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; mimeType: string } | null>;
}

export interface Services {
  store: Store;
  /** Where uploads go; createCore falls back to an in-memory one. */
  uploads?: BlobStore;
  clock: Clock;
  /** The maps service (GET /geo/places, address checks); the fixtures' gazetteer when none is given. */
  geocoder?: Geocoder;
  /** Secret for signing tokens. */
  secret: Uint8Array;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Development mode only (DEV_MAILBOX): the e-mailed secrets, shown in the outbox (see mailbox.ts). */
  mailbox?: DevMailbox;
  /** Development mode only (DEV_CLOCK): the movable clock, which is then also `clock` (see devClock.ts). */
  devClock?: DevClock;
  /** Sessions' idle limits and lifetimes (config.ts SESSION_*); SESSION_LIMITS when none are given. */
  sessionLimits?: SessionLimits;
  /** This process's notes of sessions' last use (core/sessions.ts); createCore makes them. */
  sessionTouches?: SessionTouches;
  /** Throttles of password and code checks and of e-mails (routes/accounts/throttles.ts); createServer's persist. */
  throttles?: Throttles;
  /**
   * How many requests or jobs wait for the write lock besides the one holding it (createCore sets it): upkeep
   * that can wait gives way to them.
   */
  writersWaiting?: () => number;
}

export interface HandlerContext<P = Record<string, string>, Q = Record<string, unknown>, B = unknown> {
  req: ApiRequest;
  params: P;
  query: Q;
  body: B;
  /** Present on every route whose access is not 'public'. */
  principal: Principal | null;
  services: Services;
  /** What the route's `prepare` step answered (see RouteDef.prepare); undefined without one. */
  prepared?: unknown;
}

/**
 * Who may call a route. 'public': anyone; 'authenticated': any valid token;
 * a function: checked with the principal after authentication (403 when it returns false).
 */
export type Access = 'public' | 'authenticated' | ((principal: Principal, ctx: HandlerContext) => boolean);

export interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
  /** Request body schema to document when the handler validates the body itself (e.g. per company type). */
  requestBody?: ZodType;
  /** JSON body schema of a successful answer, for the OpenAPI document. */
  response?: ZodType;
  responseDescription?: string;
  /** Content type of a download, e.g. the XLSX media type. */
  produces?: string;
  /** True when the answer carries Content-Range (ra-data-simple-rest lists). */
  list?: boolean;
  /** Error statuses the route answers beyond those implied by its definition (e.g. 409). */
  errors?: number[];
}

export interface RouteDef {
  method: HttpMethod;
  /** Express-style path below /api: '/companies/:id'. */
  path: string;
  access: Access;
  /** Parsed with zod before the handler runs; failures answer 400 with per-field messages. */
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** multipart/form-data route: file fields accepted. */
  multipart?: {
    fields: string[];
    maxBytes: number;
    /** Files per field (1 when omitted). */ maxCount?: Record<string, number>;
    /** The 413 message for a file above maxBytes (default: MESSAGES.payloadTooLarge). */
    tooLargeMessage?: string;
  };
  /**
   * A GET that writes (a file view recorded in its audit trail): it runs like a mutating request, under the
   * write lock in a transaction, and is answered once its writes are durable.
   */
  writes?: true;
  /**
   * Slow work of a mutating route (password hashing and checks) run before the write lock, over the last
   * commit; its answer reaches the handler as ctx.prepared. The handler re-checks what it relies on.
   */
  prepare?: (ctx: HandlerContext) => Promise<unknown>;
  /** Mutating handlers run one at a time (a write lock) and are answered after their writes are durable. */
  // `any` lets handlers typed by defineRoute (parsed params/query/body) sit in one route table.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler: (ctx: HandlerContext<any, any, any>) => ApiResponse | Promise<ApiResponse>;
  doc: RouteDoc;
}
