// What the devices server tests start from: the seeded platform, Acme's account administrator,
// Acme's first two user extensions, and a way to add a softphone (issue 16).
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { extensions } from '../../server/db/schema';
import { type Caller, callers, type Json } from './callers';
import { startPlatform, type TestPlatform } from './platform';

export const HOTELING = '/svc/hoteling';
export type Extension = typeof extensions.$inferSelect;

export interface DevicesTestbed {
  p: TestPlatform;
  admin: Caller;
  acme: number;
  /** Acme's first two extensions that belong to a user, by id. */
  kits: [Extension, Extension];
  /** A new softphone of Acme, on the extension when one is given: the device as answered. */
  newPhone: (name: string, extensionId?: number) => Promise<Json>;
}

/** Starts the platform before the file's tests and closes it after; fields are set in beforeAll. */
export function devicesTestbed(): DevicesTestbed {
  const bed = {} as DevicesTestbed;
  bed.newPhone = async (name, extensionId) => {
    const r = await bed.admin.post(`${HOTELING}/v2/accounts/${bed.acme}/devices`, {
      name,
      kind: 'softphone',
      extensionId,
    });
    expect(r.status).toBe(201);
    return r.body.device as Json;
  };
  beforeAll(async () => {
    bed.p = await startPlatform();
    bed.admin = await callers(bed.p).as('account administrator');
    bed.acme = bed.admin.accountId;
    const [first, second] = await bed.p.database.db
      .select()
      .from(extensions)
      .where(and(eq(extensions.accountId, bed.acme), isNotNull(extensions.userId)))
      .orderBy(extensions.id)
      .limit(2);
    bed.kits = [first, second];
  });
  afterAll(() => bed.p.close());
  return bed;
}
