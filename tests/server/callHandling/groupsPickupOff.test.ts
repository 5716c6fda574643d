// Call pickup groups are offered only when the workspace flag enableCallPickupGroups is on
// (CALL-02, decision 0094): with it off (CALL_PICKUP_GROUPS=off), every pickup call answers 404
// as not offered, the account's groups leave them out, and C-065 refuses the kind.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupGroups } from '../../../server/db/schema';
import { type Caller, callers, type Json } from '../../support/callers';
import { startPlatform, type TestPlatform } from '../../support/platform';

let p: TestPlatform;
let admin: Caller;
const A = '/svc/appserver/rest/account';

beforeAll(async () => {
  p = await startPlatform({ enableCallPickupGroups: false });
  admin = await callers(p).as('account administrator');
});
afterAll(() => p.close());

describe('pickup groups not offered', () => {
  it('CALL-02 the workspace config says pickup groups are off, and every pickup call answers 404', async () => {
    const config = await (await p.call('GET', '/wgConfig.json')).json();
    expect(config.enableCallPickupGroups).toBe(false);
    const [seeded] = await p.database.db
      .select()
      .from(pickupGroups)
      .where(eq(pickupGroups.accountId, admin.accountId));
    const base = `${A}/${admin.accountId}/callPickupGroups`;
    const answers = [
      await admin.get(base),
      await admin.post(base, { name: 'Reception', members: [] }),
      await admin.get(`${base}/${seeded.id}`),
      await admin.put(`${base}/${seeded.id}`, { name: 'Renamed', members: [] }),
      await admin.delete(`${base}/${seeded.id}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(answers[0].body.message).toBe('Call pickup groups are not offered.');
    const [still] = await p.database.db.select().from(pickupGroups).where(eq(pickupGroups.id, seeded.id));
    expect(still.name).toBe(seeded.name);
  });

  it('CALL-02 the account’s groups leave pickup groups out, and C-065 refuses to make one', async () => {
    const list = await admin.get(`/svc/ucaas/api/ucaas/account/${admin.accountId}/groups`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((g: Json) => g.kind).sort()).toEqual(['call', 'call', 'paging']);
    const made = await admin.put(`/svc/ucaas/api/ucaas/account/${admin.accountId}/v1/groups`, {
      kind: 'pickup',
      name: 'Reception',
      members: [],
    });
    expect(made.status).toBe(400);
    expect(made.body.errors).toEqual([{ field: 'kind', message: 'Call pickup groups are not offered.' }]);
  });
});
