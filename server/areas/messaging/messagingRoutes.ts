// Messaging (MSG-01, cat §7.7; C-224..C-243, C-427; decision 0111), in the messages family: a
// user's messages, the company and user switches, the business inbox of an auto attendant and
// the disabled carriers. The switches are account settings; a user's messages and switch are the
// users keys'; an inbox is its auto attendant's (the extensions keys).
import { noBodySchema } from '../../../src/domain/schemas/common';
import {
  CARRIERS,
  canDeleteMessagesSchema,
  disabledCarriersSchema,
  disabledCarriersStatusSchema,
  inboxDelegatesSchema,
  messagingSwitchSchema,
  userMessagingSwitchSchema,
} from '../../../src/domain/schemas/messaging';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { changeCanDelete, readCanDelete, readDelegates, replaceDelegates } from './inboxStore';
import {
  changeSettings,
  deleteUserMessages,
  disableConfig,
  hasMessages,
  listUserMessages,
  markAllRead,
  readSettings,
  switchUsers,
} from './messagingStore';
import { byAttendant, byExternalId } from './rows';

const USER = '/messages/8/users/:externalId';
const COMPANY = '/messages/2/companies/:accountId';
const INBOX = '/messages/1/auto-attendants/:autoAttendantId';
const readSettingsKey = { permission: 'read:account-settings', account: 'path' } as const;
const updateSettingsKey = { permission: 'update:account-settings', account: 'path' } as const;

export function messagingRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const acting = (c: { get(k: 'actingAccountId'): number }) => c.get('actingAccountId');
  const switchAnswer = async (accountId: number, which: 'vsuDisabled' | 'messagingDisabled') => ({
    accountId,
    disabled: (await readSettings(db, accountId))[which],
  });
  return (
    secureRouter(deps)
      // ---- a user's messages; externalId is the user's id ----
      .get(
        `${USER}/hasMessages`,
        {
          catalogue: ['C-224'],
          permission: 'read:users',
          account: byExternalId,
          summary: 'Whether a user has unread texts',
        },
        async (c, { row }) => c.json(await hasMessages(db, row.accountId, row.id)),
      )
      .delete(
        `${USER}/hasMessages`,
        {
          catalogue: ['C-225'],
          permission: 'update:users',
          account: byExternalId,
          summary: 'Mark all of a user’s texts read',
        },
        async (c, { row }) => c.json(await markAllRead(db, row.accountId, row.id, deps.now())),
      )
      .get(
        `${USER}/userMessages`,
        {
          catalogue: ['C-226'],
          permission: 'read:users',
          account: byExternalId,
          summary: 'A user’s text threads',
        },
        async (c, { row }) => c.json(await listUserMessages(db, row.accountId, row.id)),
      )
      .delete(
        `${USER}/userMessages`,
        {
          catalogue: ['C-227'],
          permission: 'delete:users',
          account: byExternalId,
          summary: 'Delete all of a user’s texts',
        },
        async (c, { row }) => c.json(await deleteUserMessages(db, row.id)),
      )
      // ---- company switches ----
      .get(
        `${COMPANY}/vsuDisable`,
        {
          catalogue: ['C-230'],
          ...readSettingsKey,
          summary: 'Whether texting is off for the business inboxes',
        },
        async (c) => c.json(await switchAnswer(acting(c), 'vsuDisabled')),
      )
      .put(
        `${COMPANY}/vsuDisable`,
        {
          catalogue: ['C-228'],
          ...updateSettingsKey,
          body: noBodySchema,
          summary: 'Turn texting off for the business inboxes',
        },
        async (c) => {
          await changeSettings(db, acting(c), { vsuDisabled: true });
          return c.json(await switchAnswer(acting(c), 'vsuDisabled'));
        },
      )
      .delete(
        `${COMPANY}/vsuDisable`,
        {
          catalogue: ['C-229'],
          ...updateSettingsKey,
          summary: 'Turn texting back on for the business inboxes',
        },
        async (c) => {
          await changeSettings(db, acting(c), { vsuDisabled: false });
          return c.json(await switchAnswer(acting(c), 'vsuDisabled'));
        },
      )
      .get(
        `${COMPANY}/disable`,
        { catalogue: ['C-233'], ...readSettingsKey, summary: 'Whether messaging is off for the company' },
        async (c) => c.json(await switchAnswer(acting(c), 'messagingDisabled')),
      )
      .put(
        `${COMPANY}/disable`,
        {
          catalogue: ['C-231'],
          ...updateSettingsKey,
          body: noBodySchema,
          summary: 'Turn messaging off for the company',
        },
        async (c) => {
          await changeSettings(db, acting(c), { messagingDisabled: true });
          return c.json(await switchAnswer(acting(c), 'messagingDisabled'));
        },
      )
      .delete(
        `${COMPANY}/disable`,
        { catalogue: ['C-232'], ...updateSettingsKey, summary: 'Turn messaging back on for the company' },
        async (c) => {
          await changeSettings(db, acting(c), { messagingDisabled: false });
          return c.json(await switchAnswer(acting(c), 'messagingDisabled'));
        },
      )
      .get(
        `${COMPANY}/disableConfig`,
        { catalogue: ['C-427'], ...readSettingsKey, summary: 'Every messaging switch of the account' },
        async (c) => c.json(await disableConfig(db, acting(c))),
      )
      .put(
        '/messages/2/sms/disable/messaging',
        {
          catalogue: ['C-234'],
          permission: 'update:account-settings',
          account: 'session',
          body: messagingSwitchSchema,
          summary: 'Turn text messaging (SMS) off or on for the session’s account',
        },
        async (c, { body }) => {
          await changeSettings(db, acting(c), { smsDisabled: body.disabled });
          return c.json(await disableConfig(db, acting(c)));
        },
      )
      .put(
        '/messages/1/users/disable/messaging',
        {
          catalogue: ['C-235'],
          permission: 'update:users',
          account: 'session',
          body: userMessagingSwitchSchema,
          summary: 'Turn messaging off or on for some users of the session’s account',
        },
        async (c, { body }) => c.json(await switchUsers(db, acting(c), body.userIds, body.disabled)),
      )
      // ---- disabled carriers ----
      .get(
        `${COMPANY}/disabledCarriers`,
        { catalogue: ['C-240'], ...readSettingsKey, summary: 'The carriers that get no business texts' },
        async (c) => {
          const s = await readSettings(db, acting(c));
          return c.json({ accountId: acting(c), carriers: s.disabledCarriers, known: CARRIERS });
        },
      )
      .put(
        `${COMPANY}/disabledCarriers`,
        {
          catalogue: ['C-241'],
          ...updateSettingsKey,
          body: disabledCarriersSchema,
          summary: 'Choose the carriers that get no business texts',
        },
        async (c, { body }) => {
          const s = await changeSettings(db, acting(c), { disabledCarriers: [...new Set(body.carriers)] });
          return c.json({ accountId: acting(c), carriers: s.disabledCarriers, known: CARRIERS });
        },
      )
      .get(
        `${COMPANY}/disabledCarriersStatus`,
        {
          catalogue: ['C-242'],
          ...readSettingsKey,
          summary: 'Whether the disabled carriers list is in force, per carrier',
        },
        async (c) => c.json(carrierStatus(await readSettings(db, acting(c)))),
      )
      .put(
        `${COMPANY}/disabledCarriersStatus`,
        {
          catalogue: ['C-243'],
          ...updateSettingsKey,
          body: disabledCarriersStatusSchema,
          summary: 'Put the disabled carriers list in force, or pause it',
        },
        async (c, { body }) =>
          c.json(
            carrierStatus(await changeSettings(db, acting(c), { disabledCarriersEnforced: body.enforced })),
          ),
      )
      // ---- an auto attendant's business inbox ----
      .get(
        `${INBOX}/delegates`,
        {
          catalogue: ['C-236'],
          permission: 'read:extensions',
          account: byAttendant,
          summary: 'Who reads an auto attendant’s inbox',
        },
        async (c, { row }) => c.json(await readDelegates(db, row)),
      )
      .put(
        `${INBOX}/delegates`,
        {
          catalogue: ['C-237'],
          permission: 'update:extensions',
          account: byAttendant,
          body: inboxDelegatesSchema,
          summary: 'Choose who reads an auto attendant’s inbox (users of its account)',
        },
        async (c, { row, body }) => c.json(await replaceDelegates(db, row, body.delegateIds)),
      )
      .get(
        `${INBOX}/can-delete-messages`,
        {
          catalogue: ['C-238'],
          permission: 'read:extensions',
          account: byAttendant,
          summary: 'Whether an inbox’s delegates may delete its texts',
        },
        async (c, { row }) => c.json(await readCanDelete(db, row)),
      )
      .put(
        `${INBOX}/can-delete-messages`,
        {
          catalogue: ['C-239'],
          permission: 'update:extensions',
          account: byAttendant,
          body: canDeleteMessagesSchema,
          summary: 'Let an inbox’s delegates delete its texts, or not',
        },
        async (c, { row, body }) => c.json(await changeCanDelete(db, row, body.canDeleteMessages)),
      )
  );
}

function carrierStatus(s: {
  accountId: number;
  disabledCarriers: string[];
  disabledCarriersEnforced: boolean;
}) {
  return {
    accountId: s.accountId,
    enforced: s.disabledCarriersEnforced,
    carriers: CARRIERS.map((carrier) => ({
      carrier,
      disabled: s.disabledCarriers.includes(carrier),
      delivering: !(s.disabledCarriersEnforced && s.disabledCarriers.includes(carrier)),
    })),
  };
}
