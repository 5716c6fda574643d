// The CSV import of devices (issue 16, decision 0086): a task of rows, each a device create on
// the extension the row names by number; a bad row is reported in words and the others go on,
// and a refused row leaves nothing behind. Runs on PGlite, and on PostgreSQL under DATABASE_URL.
import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkTasks, devices, lines } from '../../server/db/schema';
import { callers, type Json } from '../support/callers';
import { devicesTestbed, HOTELING } from '../support/devicesTestbed';

const bed = devicesTestbed();
const db = () => bed.p.database.db;
const importPath = (accountId: number) => `${HOTELING}/v1/accounts/${accountId}/devices/import`;

interface RowResult {
  rowNumber: number;
  status: 'ok' | 'error';
  message: string;
  subjectId: number | null;
}

/** Starts an import as Acme's administrator, waits for the task, and answers its task and rows. */
async function imported(rows: Json[]) {
  const start = await bed.admin.post(importPath(bed.acme), { devices: rows });
  expect(start.status).toBe(202);
  expect(start.body).toMatchObject({ status: 'queued', total: rows.length });
  await bed.p.jobs.idle();
  const appserver = `/svc/appserver/rest/account/${bed.acme}/bulkTask/${start.body.taskId}`;
  const task = await bed.admin.get(appserver);
  const result = await bed.admin.get(`${appserver}/rows`);
  expect(result.status).toBe(200);
  return { task: task.body, rows: result.body.rows as RowResult[] };
}

const deviceCount = async () =>
  (await db().select({ n: count() }).from(devices).where(eq(devices.accountId, bed.acme)))[0].n;

const lineCount = async () =>
  (await db().select({ n: count() }).from(lines).where(eq(lines.accountId, bed.acme)))[0].n;

describe('the device import', () => {
  it('creates each row as a device with its line and SIP id, on the extension the row names', async () => {
    const [kit] = bed.kits;
    const { task, rows } = await imported([
      {
        rowNumber: 1,
        name: 'Import desk',
        macAddress: '00:1A:2B:00:00:01',
        make: 'Yealink',
        model: 'T54W',
        extension: kit.extensionNumber,
      },
      { rowNumber: 2, name: 'Import laptop', model: 'Softphone/Other' },
    ]);
    expect(task).toMatchObject({ kind: 'deviceImport', status: 'done', succeeded: 2, failed: 0 });
    expect(rows.map((r) => [r.rowNumber, r.status, r.message])).toEqual([
      [1, 'ok', `Created on extension ${kit.extensionNumber}.`],
      [2, 'ok', 'Created.'],
    ]);
    // The rows answer names the device each row made; the device reads as every device does.
    const desk = await bed.admin.get(`${HOTELING}/v1/devices/${rows[0].subjectId}`);
    expect(desk.body).toMatchObject({
      name: 'Import desk',
      macAddress: '00:1A:2B:00:00:01',
      make: 'Yealink',
      model: 'Yealink T54W',
      extensionId: kit.id,
    });
    const [line] = await db()
      .select()
      .from(lines)
      .where(eq(lines.deviceId, rows[0].subjectId ?? 0));
    expect(line).toMatchObject({ extensionId: kit.id, position: 1 });
    expect(line.sipId).toMatch(new RegExp(`^${bed.acme}\\d{5}$`));
    const laptop = await bed.admin.get(`${HOTELING}/v1/devices/${rows[1].subjectId}`);
    expect(laptop.body).toMatchObject({ kind: 'softphone', macAddress: null, extensionId: null });
  });

  it('DEV-02 formats a messy MAC, and reports a MAC in use elsewhere without naming its account, a MAC twice in the file, an unknown extension and a bad model, keeping the good rows', async () => {
    const [elsewhere] = await db()
      .select({ mac: devices.macAddress })
      .from(devices)
      .where(and(ne(devices.accountId, bed.acme), isNotNull(devices.macAddress)))
      .limit(1);
    const before = await deviceCount();
    const linesBefore = await lineCount();
    const { task, rows } = await imported([
      { rowNumber: 2, name: 'Messy', macAddress: '00-1a-2b 00.00:02', make: 'yealink', model: 'Auto Detect' },
      { rowNumber: 3, name: 'Taken', macAddress: elsewhere.mac, make: 'Yealink', model: 'T54W' },
      { rowNumber: 4, name: 'Twice', macAddress: '001A2B000002', make: 'Yealink', model: 'T54W' },
      {
        rowNumber: 5,
        name: 'Nowhere',
        macAddress: '00:1A:2B:00:00:05',
        make: 'Yealink',
        model: 'T54W',
        extension: '98765',
      },
      { rowNumber: 6, name: 'Typo', macAddress: '00:1A:2B:00:00:06', make: 'Yealink', model: 'T99X' },
      { rowNumber: 7, name: '', macAddress: '00:1A:2B', make: 'Yealink', model: 'T54W' },
    ]);
    expect(task).toMatchObject({ status: 'partial', succeeded: 1, failed: 5 });
    expect(rows.map((r) => [r.rowNumber, r.status, r.message])).toEqual([
      [2, 'ok', 'Created.'],
      [3, 'error', 'MAC address: This MAC address is already in use.'],
      [4, 'error', 'MAC address: This MAC address is also on row 2 of this file.'],
      [5, 'error', 'Extension: 98765 is not an extension of this account.'],
      [6, 'error', 'Model: Yealink has no model T99X.'],
      [7, 'error', 'Name: Enter a name. MAC address: Enter a complete MAC address, like 00:1A:2B:3C:4D:5E.'],
    ]);
    const messy = await bed.admin.get(`${HOTELING}/v1/devices/${rows[0].subjectId}`);
    expect(messy.body).toMatchObject({ macAddress: '00:1A:2B:00:00:02', make: 'Yealink', model: null });
    // Only the good row is a device: a refused row leaves neither a device nor a line.
    expect(await deviceCount()).toBe(before + 1);
    expect(await lineCount()).toBe(linesBefore + 1);
  });

  it('a MAC repeated across batches is still told as a row of the file', async () => {
    // 101 rows: the engine's batch is 100, so the repeat is checked against a committed batch.
    const first = {
      rowNumber: 1,
      name: 'Batch one',
      macAddress: '00:1A:2B:00:01:00',
      make: 'Cisco',
      model: '',
    };
    const fillers = Array.from({ length: 99 }, (_, i) => ({
      rowNumber: i + 2,
      name: `Filler ${i}`,
      model: 'Softphone/Other',
    }));
    const repeat = { ...first, rowNumber: 101, name: 'Batch two' };
    const { rows } = await imported([first, ...fillers, repeat]);
    expect(rows.at(-1)).toMatchObject({
      rowNumber: 101,
      status: 'error',
      message: 'MAC address: This MAC address is also on row 1 of this file.',
    });
  });

  it('refuses a body over 5,000 rows, and another tenant’s account before any task', async () => {
    const tooMany = Array.from({ length: 5001 }, () => ({}));
    const big = await bed.admin.post(importPath(bed.acme), { devices: tooMany });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('at most 5,000 rows');
    const tasksBefore = (await db().select({ n: count() }).from(bulkTasks))[0].n;
    const stranger = await callers(bed.p).as('account administrator (international, GB)');
    const refused = await stranger.post(importPath(bed.acme), {
      devices: [{ name: 'Intruder', model: 'Softphone/Other' }],
    });
    expect(refused.status).toBe(404);
    expect((await db().select({ n: count() }).from(bulkTasks))[0].n).toBe(tasksBefore);
  });

  it('asks for the permission to add devices', async () => {
    const endUser = await callers(bed.p).as('end user');
    const refused = await endUser.post(importPath(endUser.accountId), {
      devices: [{ name: 'Mine', model: 'Softphone/Other' }],
    });
    expect(refused.status).toBe(403);
  });
});
