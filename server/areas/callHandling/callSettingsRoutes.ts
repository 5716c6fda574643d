// The account's call settings (CALL-07, decision 0097): international calling (C-111, C-112),
// seven-digit dialing (C-113, C-114), caller id settings (C-117), on-hold audio (C-120, C-121),
// the time zones (C-047, C-122, C-375), the PBX settings v2 (C-123, C-124, C-370), and one
// extension's international block (C-162).
import { eq } from 'drizzle-orm';
import {
  type AccountTimeZone,
  blockInternationalSchema,
  internationalCallingSchema,
  onHoldAudioSchema,
  pbxSettingsSchema,
  sevenDigitDialingSchema,
} from '../../../src/domain/schemas/callHandling/callSettings';
import { extensions } from '../../db/schema';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { kitRows } from '../devices/deviceRows';
import {
  availableTimeZones,
  getCallerIdSettings,
  getInternationalCalling,
  getOnHoldAudio,
  getPbxSettings,
  getSevenDigitDialing,
  setInternationalCalling,
  setOnHoldAudio,
  setPbxSettings,
  setSevenDigitDialing,
} from './callSettingsStore';

const READ = { permission: 'read:account-settings', account: 'path' } as const;
const WRITE = { permission: 'update:account-settings', account: 'path' } as const;

export function callSettingsRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  const id = (c: { get(k: 'actingAccountId'): number }) => c.get('actingAccountId');
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/timezone',
      { ...READ, catalogue: ['C-047'], summary: 'The account’s time zone' },
      async (c) => {
        const { timeZone } = await getPbxSettings(db, id(c));
        const zone = availableTimeZones(deps.now()).find((z) => z.id === timeZone);
        return c.json({
          accountId: id(c),
          timeZone,
          offset: zone?.offset ?? 'UTC',
          label: zone?.label ?? timeZone,
        } satisfies AccountTimeZone);
      },
    )
    .get(
      '/api/ucaas/account/availableTimezones',
      {
        session: true,
        catalogue: ['C-122'],
        summary: 'The time zones an account may choose, with their offsets now',
      },
      (c) => c.json({ items: availableTimeZones(deps.now()) }),
    )
    .get(
      '/api/ucaas/account/:accountId/internationalCalling',
      { ...READ, catalogue: ['C-111'], summary: 'Whether the account may call abroad, and where' },
      async (c) => c.json({ accountId: id(c), ...(await getInternationalCalling(db, id(c))) }),
    )
    .put(
      '/api/ucaas/account/:accountId/internationalCalling',
      {
        ...WRITE,
        catalogue: ['C-112'],
        body: internationalCallingSchema,
        summary: 'Change international calling',
      },
      async (c, { body }) =>
        c.json({ accountId: id(c), ...(await setInternationalCalling(db, id(c), body)) }),
    )
    .get(
      '/api/ucaas/account/:accountId/sevenDigitDialing',
      { ...READ, catalogue: ['C-113'], summary: 'Seven-digit dialing (US and Canada)' },
      async (c) => c.json({ accountId: id(c), ...(await getSevenDigitDialing(db, id(c))) }),
    )
    .put(
      '/api/ucaas/account/:accountId/sevenDigitDialing',
      {
        ...WRITE,
        catalogue: ['C-114'],
        body: sevenDigitDialingSchema,
        summary: 'Change seven-digit dialing',
      },
      async (c, { body }) => c.json({ accountId: id(c), ...(await setSevenDigitDialing(db, id(c), body)) }),
    )
    .get(
      '/api/ucaas/account/:accountId/callerIdSettings',
      { ...READ, catalogue: ['C-117'], summary: 'The account’s outbound caller id and its rules' },
      async (c) => c.json(await getCallerIdSettings(db, id(c))),
    )
    .get(
      '/api/ucaas/account/:accountId/onHoldAudio',
      { ...READ, catalogue: ['C-120'], summary: 'The music callers hear on hold' },
      async (c) => c.json({ accountId: id(c), ...(await getOnHoldAudio(db, id(c))) }),
    )
    .put(
      '/api/ucaas/account/:accountId/onHoldAudio',
      { ...WRITE, catalogue: ['C-121'], body: onHoldAudioSchema, summary: 'Change the music on hold' },
      async (c, { body }) => c.json({ accountId: id(c), ...(await setOnHoldAudio(db, id(c), body)) }),
    )
    .get(
      '/api/ucaas/account/:accountId/v2/pbxSettings',
      {
        ...READ,
        catalogue: ['C-123'],
        summary: 'The PBX settings (v2): time zone, operator, outbound caller id',
      },
      async (c) => c.json({ accountId: id(c), ...(await getPbxSettings(db, id(c))) }),
    )
    .put(
      '/api/ucaas/account/:accountId/v2/pbxSettings',
      { ...WRITE, catalogue: ['C-124'], body: pbxSettingsSchema, summary: 'Change the PBX settings (v2)' },
      async (c, { body }) => c.json({ accountId: id(c), ...(await setPbxSettings(db, id(c), body)) }),
    )
    .put(
      '/api/ucaas/extension/:kitId/blockInternationalCalling',
      {
        permission: 'update:extensions',
        account: { row: kitRows, param: 'kitId' },
        catalogue: ['C-162'],
        body: blockInternationalSchema,
        summary: 'Block or allow international calls from one extension',
      },
      async (c, { body, row }) => {
        await db
          .update(extensions)
          .set({ blockInternational: body.blocked })
          .where(eq(extensions.id, row.id));
        return c.json({ kitId: row.id, blocked: body.blocked });
      },
    );
}

/** The appserver's reads of the same settings (C-370, C-375). */
export function appserverCallSettingsRoutes(deps: Deps): SecureRouter {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/rest/account/:accountId/pbxSettings',
      { ...READ, catalogue: ['C-370'], summary: 'The PBX settings' },
      async (c) =>
        c.json({
          accountId: c.get('actingAccountId'),
          ...(await getPbxSettings(db, c.get('actingAccountId'))),
        }),
    )
    .get(
      '/rest/timezones',
      { session: true, catalogue: ['C-375'], summary: 'The time zones an account may choose' },
      (c) => c.json({ items: availableTimeZones(deps.now()) }),
    );
}
