import type { AppConfig } from './config';
import type { Db, ReadDb } from './db';
import type { ReplicaSet } from './db/replicas';
import type { QualityQueue } from './services/quality-queue';
import type { TokenService } from './lib/tokens';
import type { SmsProvider } from './sms';

/** The signed-in account, re-loaded from the database on every request. */
export interface Account {
  role: 'admin' | 'user';
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  /** An office account's role: 'supervisor' works within `wards` (issue 38). */
  officeRole?: 'admin' | 'supervisor';
  /** A supervisor's wards, or a collector's assigned wards (empty: any ward); ascending. */
  wards: number[];
  /** Set when the request came with an API token (then role is 'admin', id the token's). */
  apiToken?: { id: string; name: string };
  /**
   * Set when the request came with a set-up challenge instead of a session (MFA_REQUIRED=office
   * and no factor yet): only routes flagged `mfaSetup` accept it (plugins/auth.ts).
   */
  mfaSetup?: { challengeHash: Buffer };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** The read replicas (DATABASE_REPLICA_URLS); undefined without them (plugins/replicas.ts). */
    replicas: ReplicaSet | undefined;
    /**
     * Where this request reads: on a route flagged `reads: 'replica'`, a healthy replica's handle
     * (falling back to the primary by itself) that has replayed `after`, else the request's
     * X-Registry-After; anywhere else, and without replicas, `db`. Decided at the first call.
     */
    dbFor(request: FastifyRequest, after?: bigint): ReadDb;
    /** The quality flags' upkeep after saves (services/quality-queue.ts). */
    quality: QualityQueue;
    sms: SmsProvider;
    tokens: TokenService;
  }
  interface FastifyRequest {
    account: Account | null;
  }
  interface FastifyContextConfig {
    /** Names the record in messages about its id: 'Invalid person id'. */
    entity?: string;
    /**
     * 'read': an API token may call this GET route (plugins/auth.ts). Unflagged routes refuse
     * tokens, so a new route is closed to them until someone decides otherwise.
     */
    apiToken?: 'read';
    /**
     * 'scoped': a supervisor may call this admin route, and the route limits what it reads and
     * writes to the supervisor's wards (services/ward-scope.ts). Unflagged admin routes answer a
     * supervisor 403, so a route added later stays admin-only until someone decides otherwise.
     */
    supervisor?: 'scoped';
    /**
     * Where the route reads (issue 40, docs/deploy.md "Read replicas"): 'replica', reads that may
     * be a few seconds old, from a healthy replica when DATABASE_REPLICA_URLS is set
     * (`app.dbFor(request)`, db/replicas.ts), else from the primary; 'primary', always the primary.
     * Every GET route says which, and so does a POST that only reads (test/read-routes.test.ts);
     * a POST, PUT or DELETE without it is a write, and its 2xx answer carries X-Registry-LSN.
     */
    reads?: 'replica' | 'primary';
    /**
     * Who may call the route (set by `restrictTo` for a whole subtree): the OpenAPI document's
     * security and the fuzz test's role checks read it. Unset: no session needed.
     */
    roles?: readonly ('admin' | 'user')[];
    /**
     * true: a set-up challenge (a sign-in that must enrol a second factor first) may call this
     * route, which is then part of the enrolment. Unflagged routes refuse it.
     */
    mfaSetup?: true;
    /** A session is optional (an export link stands in for it), but must be of `roles` if sent. */
    sessionOptional?: boolean;
  }
}
