// The signed-in user's own calls in the phone system service (cat §7.1; decision 0118): one's
// own record (C-019), its change with the current password (C-020, cat §5), the password change
// (C-022, the same rule as C-199), one's settings (C-023) and voicemails (C-024).
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  passwordChangeSchema,
  type SelfUpdate,
  selfUpdateSchema,
} from '../../../src/domain/security/passwords';
import { callRecords } from '../../db/schema';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { checkCurrent, selfOf } from '../passwords/currentPassword';
import { passwordStateOf, setPassword } from '../passwords/passwordStore';
import { updateUser } from './userActions';
import { securitySettingsOf, telephonyUser } from './userStore';

/** The most voicemails C-024 answers, newest first. */
const VOICEMAIL_LIMIT = 200;

/**
 * One's own change (C-020, C-549): the current password first (throttled like a sign-in), then
 * the new password under the account's policy, then the name and e-mail address under the
 * user-management rule (which lets one change one's own name, never one's role).
 */
export async function changeSelf(deps: Deps, c: Context<Env>, body: SelfUpdate) {
  const self = await selfOf(deps, c);
  await checkCurrent(deps, c, self.loginName, body.current_password, 'current_password');
  const { current_password: _current, password, ...profile } = body;
  if (password !== undefined) await setPassword(deps, self, password);
  return updateUser(deps.db, c.get('principal'), self, profile);
}

export function ucaasSelfRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get('/api/ucaas/user', { catalogue: ['C-019'], session: true, summary: 'One’s own user' }, async (c) =>
      c.json(await telephonyUser(db, await selfOf(deps, c))),
    )
    .put(
      '/api/ucaas/user',
      {
        catalogue: ['C-020'],
        session: true,
        body: selfUpdateSchema,
        summary: 'Change one’s own name, e-mail address or password; the current password is required',
      },
      async (c, { body }) => c.json(await changeSelf(deps, c, body)),
    )
    .post(
      '/api/ucaas/user/changePassword',
      {
        catalogue: ['C-022'],
        session: true,
        body: passwordChangeSchema,
        summary: 'Change one’s own password; the current password is required',
      },
      async (c, { body }) => {
        const self = await selfOf(deps, c);
        await checkCurrent(deps, c, self.loginName, body.current_password, 'current_password');
        return c.json(await setPassword(deps, self, body.password));
      },
    )
    .get(
      '/api/ucaas/user/settings',
      { catalogue: ['C-023'], session: true, summary: 'One’s own security settings and password state' },
      async (c) => {
        const self = await selfOf(deps, c);
        const state = await passwordStateOf(deps, self);
        return c.json({
          ...(await securitySettingsOf(db, self)),
          passwordExpiresAt: state.expiresAt?.toISOString() ?? null,
        });
      },
    )
    .get(
      '/api/ucaas/user/voicemails',
      { catalogue: ['C-024'], session: true, summary: 'One’s own voicemails, newest first' },
      async (c) => {
        const self = await selfOf(deps, c);
        const rows = await db
          .select()
          .from(callRecords)
          .where(and(eq(callRecords.userId, self.id), eq(callRecords.result, 'voicemail')))
          .orderBy(desc(callRecords.startedAt), desc(callRecords.id))
          .limit(VOICEMAIL_LIMIT);
        return c.json({
          total: rows.length,
          items: rows.map((r) => ({
            voicemailId: r.id,
            accountId: r.accountId,
            fromNumber: r.fromNumber,
            toNumber: r.toNumber,
            receivedAt: r.startedAt.toISOString(),
            durationSeconds: r.durationSeconds,
          })),
        });
      },
    );
}
