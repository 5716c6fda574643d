import type { PermissionKey } from '../../src/domain/permissions';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { ListCache } from './listCache';

/** Who is calling: resolved from the bearer token on every secured route. */
export interface Principal {
  userId: number;
  roleId: number;
  /** The account the user belongs to. */
  homeAccountId: number;
  /** The account the session acts on: the home account, or a child after a swap. */
  actingAccountId: number;
  /** The sign-in this token belongs to (a refresh-token family). */
  sessionId: string;
  clientId: string;
  /** The keys the user's role holds in their home account, overrides included (ROLE-04). */
  permissions: ReadonlySet<PermissionKey>;
}

export interface Deps {
  db: Db;
  config: ServerConfig;
  /** The clock, injectable so tests control time. */
  now: () => Date;
  /** The in-process job runner (bulk tasks); createApp makes one when none is given. */
  jobs?: JobRunner;
  /** Answers of list reads (server/http/listCache.ts); createApp makes one when none is given. */
  listCache?: ListCache;
  /** The structured log (server/log.ts); createApp makes one (LOG_LEVEL) when none is given. */
  log?: Logger;
}

export type Env = {
  Variables: {
    principal: Principal;
    actingAccountId: number;
    /** The keys the principal holds (set by the permission check of a permission route). */
    permissions: ReadonlySet<PermissionKey>;
    /** Set once the token, tenancy and permission checks of a secured route have passed. */
    checksPassed: boolean;
    /** The row a route declared on a row acts on, as the access check loaded it (server/auth/rows.ts). */
    row: unknown;
    /** The W3C trace id of this request (its traceparent header, or one made for it). */
    traceId: string;
    /** The log with this request's trace id on every line. */
    log: Logger;
  };
};

/** Runs the queued job tasks (server/jobs/runner.ts makes one). */
export interface JobRunner {
  /** Starts processing if idle (after a task is created, and at start for leftovers). */
  kick(): void;
  /** Resolves when there is nothing left to do (tests and the bench wait on it). */
  idle(): Promise<void>;
}
