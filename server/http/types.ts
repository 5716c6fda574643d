import type { PermissionKey } from '../../src/domain/permissions';
import type { KeyStore } from '../auth/signingKeys';
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
  /** The outbox's sender; createApp makes one when none is given. */
  outbox?: OutboxDispatcher;
  /** Answers of list reads (server/http/listCache.ts); createApp makes one when none is given. */
  listCache?: ListCache;
  /** Signs and verifies the server's JWTs (server/auth/signingKeys.ts); createApp makes one when none is given. */
  keys?: KeyStore;
  /** The structured log (server/log.ts); createApp makes one (LOG_LEVEL) when none is given. */
  log?: Logger;
}

export type Env = {
  Variables: {
    principal: Principal;
    actingAccountId: number;
    /** The keys the principal holds (set by the account check of a permission route, or of a session route with an `account`). */
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

/** Runs the queued job tasks (server/jobs/runner.ts makes one per server). */
export interface JobRunner {
  /** The name its leases carry in bulk_tasks.lease_owner (one per runner, decision 0079). */
  readonly owner: string;
  /** Claims and runs work if idle (after a task is created, at start, and on each poll). */
  kick(): void;
  /** Resolves when this runner has nothing left it may do (tests and the bench wait on it). */
  idle(): Promise<void>;
  /**
   * Stops claiming work and waits for the batch in flight to commit. `release` gives the
   * leases up so another server takes over at once (a graceful stop); without it they run
   * out as a crashed server's would.
   */
  stop(options: { release: boolean }): Promise<void>;
  /**
   * Calls `listener` after each committed batch and waits for it before the next (a test holds
   * a runner there as a stalled server would be); answers the way to stop listening.
   */
  onBatch(listener: (batch: JobBatchDone) => void | Promise<void>): () => void;
}

/** A batch a runner committed: its task, its rows, and the task's processed count after it. */
export interface JobBatchDone {
  taskId: number;
  rows: number;
  processed: number;
}

/** Sends the outbox's committed messages (server/mail/outbox.ts makes one per server). */
export interface OutboxDispatcher {
  /** Sends what is committed and unsent, if SMTP is set and it is not already sending. */
  kick(): void;
  /** Stops claiming messages and waits for the send in flight. */
  stop(): Promise<void>;
}
