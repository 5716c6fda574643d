// Call queues (CALL-01, decision 0093): the bodies of the queue kit, the account's queue order,
// the queue actions and the live status calls. The queue's own fields are `queueSchema` of
// callFlow.ts (decision 0091); these only add what the calls carry besides it.
import { queueSchema } from '../callFlow';
import { extensionNumberSchema } from '../user';
import { z } from '../zod';

/** The most agents a queue kit PUT takes (C-058), and its bulk-limit variant (C-063). */
export const QUEUE_AGENTS_MAX = 100;
export const QUEUE_AGENTS_BULK_MAX = 1000;

const kitOf = (max: number, id: string) =>
  queueSchema
    .omit({ id: true })
    .extend({
      agents: z
        .array(
          z
            .number({ error: 'Choose an extension.' })
            .int({ error: 'Choose an extension.' })
            .positive({ error: 'Choose an extension.' }),
          { error: 'Agents are a list of extensions.' },
        )
        .max(max, { error: `A queue has at most ${max} agents.` })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'An agent is listed twice.' })
        .default([]),
    })
    .meta({
      id,
      description: `A call queue's settings and its agents in ring order (extension ids, at most ${max}).`,
    });

/** C-058: a queue kit as the PUT takes it (the queue's id is the path's kitId). */
export const queueKitSchema = kitOf(QUEUE_AGENTS_MAX, 'CallQueueKit');
/** C-063: the same with up to 1,000 agents. */
export const queueKitBulkSchema = kitOf(QUEUE_AGENTS_BULK_MAX, 'CallQueueKitBulk');
export type QueueKitChange = z.output<typeof queueKitSchema>;
export type QueueKitInput = z.input<typeof queueKitSchema>;

/**
 * A new call queue (our own create, decision 0099): its name, ring strategy and, when wanted, its
 * extension number (else the next free one). It starts without agents, served after the
 * account's other queues, and a call it cannot place is hung up on until its page says otherwise.
 */
export const queueCreateSchema = queueSchema
  .pick({ name: true, strategy: true })
  .extend({
    extension: extensionNumberSchema
      .optional()
      .describe('The new queue’s extension number; the next free one when absent.'),
  })
  .meta({
    id: 'CallQueueCreate',
    description: 'A new call queue: its name, ring strategy and extension number.',
  });
export type QueueCreate = z.output<typeof queueCreateSchema>;
export type QueueCreateInput = z.input<typeof queueCreateSchema>;

/** C-061: the account's queues in the order they are served (every queue exactly once). */
export const queuePrioritySchema = z
  .object({
    queueIds: z
      .array(z.number({ error: 'Choose a call queue.' }).int({ error: 'Choose a call queue.' }), {
        error: 'List the call queues in order.',
      })
      .min(1, { error: 'List the call queues in order.' }),
  })
  .meta({ id: 'CallQueuePriority', description: 'The account’s call queues, first served first.' });

/** C-062: what a queue action does (decision 0093). */
export const QUEUE_ACTIONS = ['logInAll', 'logOutAll', 'clearWaiting'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];
export const queueActionSchema = z
  .object({
    action: z.enum(QUEUE_ACTIONS, {
      error: 'Choose log in every agent, log out every agent or clear the waiting calls.',
    }),
  })
  .meta({
    id: 'CallQueueAction',
    description: 'One action on a queue: log every agent in or out, or clear its waiting calls.',
  });

/** C-471: an agent of a queue logged in or out. */
export const agentLoginSchema = z
  .object({ loggedIn: z.boolean({ error: 'Say whether the agent is logged in.' }) })
  .meta({ id: 'CallQueueAgentLogin', description: 'Log an agent of a queue in or out.' });

/** C-472: a waiting call's priority: higher is answered first. */
export const CALL_PRIORITY_MAX = 10;
export const callPrioritySchema = z
  .object({
    priority: z
      .number({ error: 'Enter a priority from 0 to 10.' })
      .int({ error: 'Enter a priority from 0 to 10.' })
      .min(0, { error: 'Enter a priority from 0 to 10.' })
      .max(CALL_PRIORITY_MAX, { error: 'Enter a priority from 0 to 10.' }),
  })
  .meta({
    id: 'CallQueueCallPriority',
    description: 'A waiting call’s priority (higher is answered first).',
  });

/** One queue of the list (C-056, C-353). */
export interface QueueListItem {
  id: number;
  extension: string;
  name: string;
  servicePlan: string;
  /** Null for a queue extension without settings yet. */
  strategy: string | null;
  priority: number | null;
  maxWaitSeconds: number | null;
  agents: number;
  loggedIn: number;
  waiting: number;
}

/** An agent of a queue kit (C-057). */
export interface QueueAgent {
  id: number;
  name: string;
  number: string;
  loggedIn: boolean;
}

/** A queue kit as read (C-057). */
export interface QueueKit {
  id: number;
  accountId: number;
  number: string;
  name: string;
  strategy: string;
  maxWaitSeconds: number;
  maxCallers: number | null;
  overflow: unknown;
  noAgents: unknown;
  priority: number;
  agents: QueueAgent[];
}

/** A waiting call (C-059, C-060). */
export interface WaitingCall {
  id: number;
  queueId: number;
  callerNumber: string;
  callerName: string | null;
  since: string;
  waitSeconds: number;
  priority: number;
}

/** The real-time status of one queue (C-059). */
export interface QueueLiveStatus {
  queueId: number;
  name: string;
  number: string;
  at: string;
  waiting: WaitingCall[];
  longestWaitSeconds: number;
  agentsLoggedIn: number;
  agentsTotal: number;
  /** Calls agents are answering now. */
  answering: number;
  agents: { id: number; name: string; number: string; loggedIn: boolean; onCallWith: number | null }[];
}
