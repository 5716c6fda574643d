// The provisioning area (decision 0083): the provisioning models lookup (DEV-03), the phone
// configuration and handset props by MAC, the lookups, and the configuration files a phone
// fetches with its own credential (Basic and Digest), recorded on the device.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, lines } from '../../server/db/schema';
import { DEMO_PROVISIONING } from '../../server/db/seeding/telephony';
import { type Caller, callers, type Json } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

const ACME = 10;
const BRITANNIA = 11;
const md5 = (t: string) => createHash('md5').update(t).digest('hex');
const REALM = 'switchboard-provisioning';

let p: TestPlatform;
let admin: Caller;
let britannia: Caller;
beforeAll(async () => {
  // One trusted proxy, so that a fetch's X-Forwarded-For is the address recorded.
  p = await startPlatform({ trustProxy: 1 });
  admin = await callers(p).as('account administrator');
  britannia = await callers(p).as('account administrator (international, GB)');
});
afterAll(() => p.close());

/** The Yealink-style file as a map of its `key = value` lines. */
function parseCfg(text: string): Map<string, string> {
  const lines = text.split('\n');
  expect(lines[0]).toBe('#!version:1.0.0.1');
  const out = new Map<string, string>();
  for (const line of lines.slice(1).filter(Boolean)) {
    const m = /^([a-z0-9_.]+) = (.*)$/.exec(line);
    expect(m, line).not.toBeNull();
    out.set(m![1], m![2]);
  }
  return out;
}

/** The attributes of one element of the Polycom-style file, unescaped. */
function xmlAttributes(text: string, element: string): Map<string, string> {
  const tag = new RegExp(`<${element}((?:\\s+[^\\s=]+="[^"]*")*)\\s*/>`).exec(text);
  expect(tag, element).not.toBeNull();
  const unescapeXml = (v: string) =>
    v.replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, e) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e as 'lt'],
    );
  return new Map([...tag![1].matchAll(/([^\s=]+)="([^"]*)"/g)].map((m) => [m[1], unescapeXml(m[2])]));
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const fileOf = (mac: string, ext: 'cfg' | 'xml') => `/prov/${mac.replaceAll(':', '').toLowerCase()}.${ext}`;

async function fetchFile(path: string, authorization?: string, forwardedFor = '192.0.2.44') {
  const res = await p.call('GET', path, {
    headers: { ...(authorization ? { authorization } : {}), 'x-forwarded-for': forwardedFor },
  });
  return {
    status: res.status,
    text: await res.text(),
    challenges: res.headers.get('www-authenticate') ?? '',
  };
}

/** The Authorization header a phone sends after the challenge (RFC 7616, MD5, qop=auth). */
function digestAuthorization(challenge: string, user: string, password: string, uri: string, method = 'GET') {
  const nonce = /Digest .*?nonce="([^"]+)"/.exec(challenge)?.[1];
  expect(nonce).toBeTruthy();
  const [nc, cnonce] = ['00000001', 'a1b2c3d4'];
  const ha1 = md5(`${user}:${REALM}:${password}`);
  const response = md5(`${ha1}:${nonce}:${nc}:${cnonce}:auth:${md5(`${method}:${uri}`)}`);
  return `Digest username="${user}", realm="${REALM}", nonce="${nonce}", uri="${uri}", algorithm=MD5, qop=auth, nc=${nc}, cnonce="${cnonce}", response="${response}"`;
}

async function acmeDesk() {
  const [device] = await p.database.db
    .select()
    .from(devices)
    .where(eq(devices.macAddress, DEMO_PROVISIONING.mac));
  const deviceLines = await p.database.db.select().from(lines).where(eq(lines.deviceId, device.id));
  return { device, lines: deviceLines.sort((a, b) => a.position - b.position) };
}

describe('provisioning models and makes', () => {
  it('DEV-03 the provisioning models carry an Auto Detect per make and one Softphone/Other, on both paths', async () => {
    for (const path of [
      '/svc/hoteling/provisioning/v1/provisioningModels',
      '/svc/ucaas/api/ucaas/lookup/provisioningModels',
    ]) {
      const { status, body } = await admin.get(path);
      expect(status).toBe(200);
      const models = body as Json[];
      const makes = new Set(models.filter((m) => typeof m.id === 'number').map((m) => m.makeName));
      expect([...makes].sort()).toEqual(['Cisco', 'Grandstream', 'Polycom', 'Yealink']);
      for (const make of makes) {
        const auto = models.filter((m) => m.name === 'Auto Detect' && m.makeName === make);
        expect(auto).toHaveLength(1);
        const largest = Math.max(
          ...models.filter((m) => m.makeName === make && typeof m.id === 'number').map((m) => m.numOfLines),
        );
        expect(auto[0]).toMatchObject({ id: `auto-${make.toLowerCase()}`, numOfLines: largest });
      }
      const other = models.filter((m) => m.name === 'Softphone/Other');
      expect(other).toEqual([expect.objectContaining({ id: 'softphone', numOfLines: null })]);
      expect(models.find((m) => m.name === 'Yealink T54W')).toEqual({
        id: expect.any(Number),
        name: 'Yealink T54W',
        partnerNumber: 'YEA-T54W',
        provisionModel: 'yealink_t54w',
        autoProvisionModel: 'SIP-T54W',
        numOfLines: 16,
        description: expect.any(String),
        makeName: 'Yealink',
        makeDescription: 'Yealink SIP phones',
      });
    }
  });

  it('makes and models, and by country for VDP', async () => {
    const all = (await admin.get('/svc/hoteling/v1/makes')).body as Json[];
    expect(all.map((m) => m.makeName)).toEqual(['Cisco', 'Grandstream', 'Polycom', 'Yealink']);
    expect(all.find((m) => m.makeName === 'Polycom').models.map((m: Json) => m.name)).toContain(
      'Poly Trio C60',
    );
    const india = (await admin.get('/svc/hoteling/provisioning/v1/vdp/makesAndModels/IN')).body as Json[];
    const indianModels = india.flatMap((m) => m.models.map((x: Json) => x.name));
    expect(indianModels).toContain('Grandstream GRP2615');
    expect(indianModels).not.toContain('Yealink W73P');
    expect(indianModels).not.toContain('Cisco 8851');
    const supported = await admin.get(
      `/svc/ucaas/api/ucaas/account/${ACME}/vdpProvisioningModelSupported?model=Cisco%208851`,
    );
    expect(supported.body).toEqual({ countryCode: 'US', model: 'Cisco 8851', supported: true });
    const notSold = await admin.get(
      `/svc/ucaas/api/ucaas/account/${ACME}/vdpProvisioningModelSupported?model=Nokia%203310`,
    );
    expect(notSold.body.supported).toBe(false);
  });
});

describe("an account's provisioning data", () => {
  it('migration phase on both paths', async () => {
    const a = await admin.get(`/svc/hoteling/provisioning/v1/accounts/${ACME}/migrationPhase`);
    const b = await admin.get(`/svc/ucaas/api/ucaas/account/${ACME}/accountMigrationPhase`);
    expect(a.body).toEqual({ accountId: ACME, migrationPhase: 'legacy' });
    expect(b.body).toEqual(a.body);
  });

  it('the next SIP id is peeked, not taken, and skips ids in use', async () => {
    const first = await admin.get(`/svc/hoteling/provisioning/v1/accounts/${ACME}/nextSipId`);
    const again = await admin.get(`/svc/ucaas/api/ucaas/lookup/account/${ACME}/nextsipid`);
    expect(first.body).toEqual({ sipId: '1001000' });
    expect(again.body).toEqual(first.body);
    const { device } = await acmeDesk();
    await p.database.db
      .insert(lines)
      .values({ accountId: ACME, deviceId: device.id, sipId: '1001000', position: 9 });
    expect((await admin.get(`/svc/hoteling/provisioning/v1/accounts/${ACME}/nextSipId`)).body).toEqual({
      sipId: '1001001',
    });
    await p.database.db.delete(lines).where(eq(lines.sipId, '1001000'));
  });

  it('phone configuration by account, MAC and model: written whole, read by any MAC spelling, keys and values checked', async () => {
    const base = `/svc/hoteling/provisioning/v1/accounts/${ACME}/phoneConfiguration`;
    const put = await admin.put(`${base}/aa-bb-cc-10-01-01/Yealink%20T54W`, {
      settings: { 'features.dnd.enable': '1', 'lang.gui': 'English' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      macAddress: 'AA:BB:CC:10:01:01',
      model: 'Yealink T54W',
      settings: { 'features.dnd.enable': '1', 'lang.gui': 'English' },
    });
    const read = await admin.get(
      `/svc/ucaas/api/ucaas/account/${ACME}/phoneConfiguration?mac=aabbcc100101&model=Yealink%20T54W`,
    );
    expect(read.body).toEqual(put.body);
    const badKey = await admin.put(`${base}/AABBCC100101/Yealink%20T54W`, { settings: { 'Bad Key': 'x' } });
    expect(badKey.status).toBe(400);
    const longValue = await admin.put(`${base}/AABBCC100101/Yealink%20T54W`, {
      settings: { ok: 'x'.repeat(257) },
    });
    expect(longValue.status).toBe(400);
    const atLimit = await admin.put(`${base}/AABBCC100101/Yealink%20T46U`, {
      settings: { ok: 'x'.repeat(256) },
    });
    expect(atLimit.status).toBe(200);
    const partMac = await admin.get(`${base}/AABBCC10/Yealink%20T54W`);
    expect(partMac.status).toBe(400);
  });

  it('SIP handset props by MAC, on both paths', async () => {
    const post = await admin.post(
      `/svc/hoteling/provisioning/v1/accounts/${ACME}/sipHandsetExtProps/AA:BB:CC:10:02:01`,
      {
        props: { 'phone_setting.ring_type': 'Ring3.wav' },
      },
    );
    expect(post.status).toBe(200);
    const read = await admin.get(
      `/svc/ucaas/api/ucaas/lookup/account/${ACME}/sipHandsetExtProps?mac=aabbcc100201`,
    );
    expect(read.body).toEqual({
      macAddress: 'AA:BB:CC:10:02:01',
      props: { 'phone_setting.ring_type': 'Ring3.wav' },
    });
  });

  it("the MAC to extension map: each MAC as asked, the account's devices only, compared by key", async () => {
    const { device } = await acmeDesk();
    const britanniaMac = 'AA:BB:CC:11:01:01';
    const { body } = await admin.get(
      `/svc/ucaas/api/ucaas/lookup/account/${ACME}/macAddressToExtensionMap?macList=aabbcc100101,${britanniaMac},00:11:22:33:44:55`,
    );
    const [ext] = await p.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(body).toEqual({
      aabbcc100101: { extensionId: ext.extensionId, extensionNumber: '101' },
      [britanniaMac]: null,
      '00:11:22:33:44:55': null,
    });
  });

  it('a device may be deleted (no fax service refers to one yet); a vdp configuration by device', async () => {
    const { device } = await acmeDesk();
    expect((await admin.get(`/svc/ucaas/api/ucaas/lookup/device/${device.id}/deletable`)).body).toEqual({
      deletable: true,
      faxServices: [],
    });
    const put = await admin.put(`/svc/hoteling/provisioning/v1/vdp/devices/${device.id}/phoneConfiguration`, {
      settings: { 'lang.wui': 'English' },
    });
    expect(put.body).toEqual({
      macAddress: device.macAddress,
      model: device.model,
      settings: { 'lang.wui': 'English' },
    });
  });

  it("another account's administrator gets 404 on the account's and its devices' routes", async () => {
    const { device } = await acmeDesk();
    const paths = [
      `/svc/hoteling/provisioning/v1/accounts/${ACME}/migrationPhase`,
      `/svc/hoteling/provisioning/v1/accounts/${ACME}/nextSipId`,
      `/svc/hoteling/provisioning/v1/accounts/${ACME}/phoneConfiguration/AABBCC100101/Yealink%20T54W`,
      `/svc/hoteling/provisioning/v1/accounts/${ACME}/sipHandsetExtProps/AABBCC100101`,
      `/svc/ucaas/api/ucaas/account/${ACME}/accountMigrationPhase`,
      `/svc/ucaas/api/ucaas/lookup/account/${ACME}/macAddressToExtensionMap?macList=AABBCC100101`,
      `/svc/ucaas/api/ucaas/lookup/device/${device.id}/deletable`,
    ];
    for (const path of paths) expect((await britannia.get(path)).status, path).toBe(404);
    const put = await britannia.put(`/svc/hoteling/provisioning/v1/devices/${device.id}/credential`);
    expect(put.status).toBe(404);
    // Its own account answers.
    expect(
      (await britannia.get(`/svc/hoteling/provisioning/v1/accounts/${BRITANNIA}/migrationPhase`)).status,
    ).toBe(200);
  });
});

describe('the configuration file a phone fetches', () => {
  it('the .cfg of the demo phone, with Basic: its lines, SIP ids and passwords, time zone, emergency location', async () => {
    const { device, lines: deviceLines } = await acmeDesk();
    const res = await fetchFile(
      fileOf(device.macAddress!, 'cfg'),
      basic(DEMO_PROVISIONING.user, DEMO_PROVISIONING.password),
    );
    expect(res.status).toBe(200);
    const cfg = parseCfg(res.text);
    expect(deviceLines).toHaveLength(2);
    for (const [i, line] of deviceLines.entries()) {
      const n = i + 1;
      expect(cfg.get(`account.${n}.enable`)).toBe('1');
      expect(cfg.get(`account.${n}.auth_name`)).toBe(line.sipId);
      expect(cfg.get(`account.${n}.user_name`)).toBe(line.sipId);
      expect(cfg.get(`account.${n}.password`)).toBe(line.sipPassword);
      expect(line.sipPassword).toBeTruthy();
      expect(cfg.get(`account.${n}.sip_server.1.address`)).toBe('sip.switchboard.example');
      expect(cfg.get(`account.${n}.e911_location_id`)).toBe(String(line.e911LocationId));
    }
    expect(cfg.get('account.1.label')).toBe('101');
    expect(cfg.get('account.2.label')).toBe('300');
    expect(cfg.get('local_time.time_zone_name')).toBe('America/Los_Angeles');
    expect(cfg.has('account.3.enable')).toBe(false);
  });

  it('the settings of the phone configuration and the handset props are in the file; the platform keys win', async () => {
    const { device } = await acmeDesk();
    await admin.put(
      `/svc/hoteling/provisioning/v1/accounts/${ACME}/phoneConfiguration/${device.macAddress}/Yealink%20T54W`,
      {
        settings: { 'features.dnd.enable': '1', 'account.1.password': 'hijack' },
      },
    );
    await admin.post(
      `/svc/hoteling/provisioning/v1/accounts/${ACME}/sipHandsetExtProps/${device.macAddress}`,
      {
        props: { 'phone_setting.ring_type': 'Ring5.wav' },
      },
    );
    const cfg = parseCfg(
      (
        await fetchFile(
          fileOf(device.macAddress!, 'cfg'),
          basic(DEMO_PROVISIONING.user, DEMO_PROVISIONING.password),
        )
      ).text,
    );
    expect(cfg.get('features.dnd.enable')).toBe('1');
    expect(cfg.get('phone_setting.ring_type')).toBe('Ring5.wav');
    const { lines: deviceLines } = await acmeDesk();
    expect(cfg.get('account.1.password')).toBe(deviceLines[0].sipPassword);
  });

  it('the .xml of a Polycom phone with Digest: reg.N attributes, escaped', async () => {
    // A Polycom phone fetches the .xml (the demo's Yealink fetches the .cfg only).
    const [phone] = await p.database.db
      .select()
      .from(devices)
      .where(eq(devices.macAddress, 'AA:BB:CC:10:02:01'));
    expect(phone.make).toBe('Polycom');
    const { body: credential } = await admin.put(
      `/svc/hoteling/provisioning/v1/devices/${phone.id}/credential`,
    );
    // A name that needs escaping in an attribute, and a second line without an extension.
    await p.database.db
      .update(devices)
      .set({ name: 'Front <desk> & "lobby"' })
      .where(eq(devices.id, phone.id));
    await p.database.db
      .insert(lines)
      .values({ accountId: ACME, deviceId: phone.id, sipId: '1009902', sipPassword: 'pw-2', position: 2 });
    const deviceLines = (await p.database.db.select().from(lines).where(eq(lines.deviceId, phone.id))).sort(
      (a, b) => a.position - b.position,
    );
    const path = fileOf(phone.macAddress!, 'xml');
    const challenge = await fetchFile(path);
    expect(challenge.status).toBe(401);
    const res = await fetchFile(
      path,
      digestAuthorization(
        challenge.challenges,
        credential.provisioningUser,
        credential.provisioningPassword,
        path,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(true);
    const reg = xmlAttributes(res.text, 'reg');
    expect(reg.get('reg.1.address')).toBe(deviceLines[0].sipId);
    expect(reg.get('reg.1.auth.userId')).toBe(deviceLines[0].sipId);
    expect(reg.get('reg.1.auth.password')).toBe(deviceLines[0].sipPassword);
    expect(reg.get('reg.1.e911LocationId')).toBe(String(deviceLines[0].e911LocationId));
    expect(reg.get('reg.2.address')).toBe(deviceLines[1].sipId);
    // A line without an extension shows the device's name, escaped in the file and whole once read.
    expect(reg.get('reg.2.displayName')).toBe('Front <desk> & "lobby"');
    expect(res.text).toContain('Front &lt;desk&gt; &amp; &quot;lobby&quot;');
    expect(xmlAttributes(res.text, 'localTime').get('device.local.timeZoneName')).toBe('America/Los_Angeles');
  });

  it('a Digest response for another path, a wrong password or an expired nonce is refused', async () => {
    const { device } = await acmeDesk();
    const path = fileOf(device.macAddress!, 'cfg');
    const { challenges } = await fetchFile(path);
    const other = fileOf(device.macAddress!, 'xml');
    expect(
      (
        await fetchFile(
          path,
          digestAuthorization(challenges, DEMO_PROVISIONING.user, DEMO_PROVISIONING.password, other),
        )
      ).status,
    ).toBe(401);
    expect(
      (await fetchFile(path, digestAuthorization(challenges, DEMO_PROVISIONING.user, 'wrong', path))).status,
    ).toBe(401);
    const good = digestAuthorization(challenges, DEMO_PROVISIONING.user, DEMO_PROVISIONING.password, path);
    p.clock.advance(299);
    expect((await fetchFile(path, good)).status).toBe(200);
    p.clock.advance(2);
    expect((await fetchFile(path, good)).status).toBe(401);
  });

  it('a wrong password, an unknown MAC, a phone without a credential and no credential answer the same bytes', async () => {
    const { device } = await acmeDesk();
    const [bare] = await p.database.db
      .select()
      .from(devices)
      .where(eq(devices.macAddress, 'AA:BB:CC:10:60:01'));
    await p.database.db
      .update(devices)
      .set({ provisioningUser: null, provisioningHa1: null })
      .where(eq(devices.id, bare.id));
    const answers = [
      await fetchFile(fileOf(device.macAddress!, 'cfg'), basic(DEMO_PROVISIONING.user, 'provision-demo-2')),
      await fetchFile('/prov/0000000000aa.cfg', basic('0000000000aa', DEMO_PROVISIONING.password)),
      await fetchFile(fileOf(bare.macAddress!, 'cfg'), basic('aabbcc106001', '')),
      await fetchFile(fileOf(device.macAddress!, 'cfg')),
      await fetchFile(fileOf(device.macAddress!, 'cfg'), basic('aabbcc100201', DEMO_PROVISIONING.password)),
    ];
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect({ text: a.text, challenges: a.challenges }).toEqual({
        text: answers[0].text,
        challenges: answers[0].challenges,
      });
    }
    expect(answers[0].challenges).toContain(`Digest realm="${REALM}", qop="auth", algorithm=MD5, nonce="`);
    expect(answers[0].challenges).toContain(`Basic realm="${REALM}"`);
    expect((await fetchFile('/prov/not-a-mac.cfg')).status).toBe(404);
  });

  it('a successful fetch is recorded: the platform clock and the address; a refused one is not', async () => {
    const { device } = await acmeDesk();
    p.clock.advance(60);
    await fetchFile(fileOf(device.macAddress!, 'cfg'), basic(DEMO_PROVISIONING.user, 'nope'), '198.51.100.7');
    const [before] = await p.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(before.lastProvisionedFrom).not.toBe('198.51.100.7');
    await fetchFile(
      fileOf(device.macAddress!, 'cfg'),
      basic(DEMO_PROVISIONING.user, DEMO_PROVISIONING.password),
      '198.51.100.8',
    );
    const [after] = await p.database.db.select().from(devices).where(eq(devices.id, device.id));
    expect(after.lastProvisionedAt?.toISOString()).toBe(p.clock.now.toISOString());
    expect(after.lastProvisionedFrom).toBe('198.51.100.8');
  });

  it('a new provisioning password is answered once and replaces the old one', async () => {
    const [spare] = await p.database.db
      .select()
      .from(devices)
      .where(eq(devices.macAddress, 'AA:BB:CC:10:03:01'));
    const { status, body } = await admin.put(`/svc/hoteling/provisioning/v1/devices/${spare.id}/credential`);
    expect(status).toBe(200);
    expect(body).toEqual({
      provisioningUser: 'aabbcc100301',
      provisioningPassword: expect.stringMatching(/^.{16,}$/),
    });
    const path = fileOf(spare.macAddress!, 'cfg');
    expect((await fetchFile(path, basic('aabbcc100301', body.provisioningPassword))).status).toBe(200);
    await admin.put(`/svc/hoteling/provisioning/v1/devices/${spare.id}/credential`);
    expect((await fetchFile(path, basic('aabbcc100301', body.provisioningPassword))).status).toBe(401);
  });
});
