// Call groups, paging groups and call pickup groups (CALL-02, decision 0094): the bodies the
// server takes and the portal's forms check with. A call group's routing fields are the call
// flow's (groupSchema, decision 0091); members are the account's extensions, by id.
import { type Destination, destinationSchema, GROUP_STRATEGIES, groupSchema } from '../callFlow';
import { listQuerySchema } from '../listQuery';
import { extensionNumberSchema } from '../user';
import { z } from '../zod';

export const GROUP_KINDS = ['call', 'paging', 'pickup'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const DESCRIPTION_MAX = 200;
/** The most members a group may have. */
export const GROUP_MEMBERS_MAX = 200;

const descriptionSchema = z
  .string({ error: 'A description is text.' })
  .trim()
  .max(DESCRIPTION_MAX, { error: `A description has at most ${DESCRIPTION_MAX} characters.` })
  .optional();

const memberIdSchema = z
  .number({ error: 'Choose an extension.' })
  .int({ error: 'Choose an extension.' })
  .positive({ error: 'Choose an extension.' });

/** Extension ids, each once. */
const memberIdsSchema = z
  .array(memberIdSchema, { error: 'Members are a list of extensions.' })
  .max(GROUP_MEMBERS_MAX, { error: `A group has at most ${GROUP_MEMBERS_MAX} members.` })
  .check((ctx) => {
    ctx.value.forEach((id, i) => {
      if (ctx.value.indexOf(id) !== i)
        ctx.issues.push({ code: 'custom', message: 'This extension is listed twice.', path: [i], input: id });
    });
  })
  .default([]);

const fromGroup = groupSchema.shape;

/** A call group's fields: members in ring order, the ring strategy and time, the no-answer destination. */
const callGroupShape = {
  name: fromGroup.name,
  description: descriptionSchema,
  strategy: z.enum(GROUP_STRATEGIES, { error: 'Choose ring all or sequential.' }).default('ringAll'),
  noAnswerSeconds: fromGroup.noAnswerSeconds,
  noAnswer: destinationSchema,
  members: memberIdsSchema,
};

export const callGroupBodySchema = z.object(callGroupShape).meta({
  id: 'CallGroup',
  description: 'A call group: its members in ring order, how they ring, and where an unanswered call goes.',
});
export type CallGroupBody = z.output<typeof callGroupBodySchema>;

/** A member of a paging group: it hears pages, and sends them when `canPage`. */
export const pagingMemberSchema = z.object({
  extensionId: memberIdSchema,
  canPage: z.boolean({ error: 'Say whether this member can page.' }).default(false),
});

const pagingGroupShape = {
  name: fromGroup.name,
  description: descriptionSchema,
  members: z
    .array(pagingMemberSchema, { error: 'Members are a list of extensions.' })
    .max(GROUP_MEMBERS_MAX, { error: `A group has at most ${GROUP_MEMBERS_MAX} members.` })
    .check((ctx) => {
      const ids = ctx.value.map((m) => m.extensionId);
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i)
          ctx.issues.push({
            code: 'custom',
            message: 'This extension is listed twice.',
            path: [i, 'extensionId'],
            input: id,
          });
      });
      if (!ctx.value.some((m) => m.canPage))
        ctx.issues.push({
          code: 'custom',
          message: 'At least one member must be able to page.',
          input: ctx.value,
        });
    }),
};

export const pagingGroupBodySchema = z.object(pagingGroupShape).meta({
  id: 'PagingGroup',
  description: 'A paging group: the extensions that hear its pages, and which of them may page.',
});
export type PagingGroupBody = z.output<typeof pagingGroupBodySchema>;

const pickupGroupShape = { name: fromGroup.name, members: memberIdsSchema };

export const pickupGroupBodySchema = z.object(pickupGroupShape).meta({
  id: 'PickupGroup',
  description: 'A call pickup group: extensions that may answer each other’s ringing calls.',
});
export type PickupGroupBody = z.output<typeof pickupGroupBodySchema>;

const groupIdSchema = z
  .number({ error: 'Choose a group.' })
  .int({ error: 'Choose a group.' })
  .positive({ error: 'Choose a group.' })
  .optional()
  .describe('The group to change; none to create one.');

const extensionSchema = extensionNumberSchema
  .optional()
  .describe('The new group’s extension number; the next free one when absent. Not changed here.');

/** C-065: create (no id) or change (id) a group of any kind. */
export const groupWriteSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('call'), id: groupIdSchema, extension: extensionSchema, ...callGroupShape }),
      z.object({
        kind: z.literal('paging'),
        id: groupIdSchema,
        extension: extensionSchema,
        ...pagingGroupShape,
      }),
      z.object({ kind: z.literal('pickup'), id: groupIdSchema, ...pickupGroupShape }),
    ],
    { error: 'Choose the kind of group: call, paging or pickup.' },
  )
  .meta({ id: 'GroupWrite', description: 'A call, paging or pickup group to create (no id) or change.' });
export type GroupWrite = z.output<typeof groupWriteSchema>;

/** C-131: the account's numbers and what each rings, page by page. */
export const incomingRoutingQuerySchema = listQuerySchema({
  sortFields: ['phoneNumber'],
  defaultSort: 'phoneNumber',
  pageSize: 750,
  keyword: 'Part of a phone number.',
});

// ---- Answers (typed once for the server that makes them and the portal that reads them) ----

/** A member as every group answers it: the extension's id, number and name. */
export interface GroupMember {
  extensionId: number;
  extensionNumber: string;
  name: string;
}

/** A group of any kind in the account's list (C-064). */
export interface GroupSummary {
  kind: GroupKind;
  id: number;
  accountId: number;
  name: string;
  description: string | null;
  /** The group's extension number; null for a pickup group, which has none. */
  extensionNumber: string | null;
  memberCount: number;
}

export interface CallGroup {
  kind: 'call';
  id: number;
  accountId: number;
  extensionNumber: string;
  name: string;
  description: string | null;
  strategy: 'ringAll' | 'sequential';
  noAnswerSeconds: number;
  noAnswer: Destination;
  /** In ring order. */
  members: GroupMember[];
}

export interface PagingGroup {
  kind: 'paging';
  id: number;
  accountId: number;
  extensionNumber: string;
  name: string;
  description: string | null;
  members: (GroupMember & { canPage: boolean })[];
}

export interface PickupGroup {
  kind: 'pickup';
  id: number;
  accountId: number;
  name: string;
  members: GroupMember[];
}

/** One of the account's numbers and what it rings (C-131). */
export interface IncomingRoute {
  accountId: number;
  phoneNumber: string;
  /** The call flow's first destination when the number has an entry, else its extension. */
  routing: 'callFlow' | 'extension' | 'none';
  destination: Destination | null;
  extension: { id: number; number: string; name: string; type: string } | null;
  /** In words: 'Schedule Business hours', 'Extension Ana (201)'. */
  rings: string;
}
