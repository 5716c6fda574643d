// The hardening of /prov (decision 0083, Hardening): failed credentials limited per address and
// per MAC in the shared rate-limit table, Digest nonces that expire (stale=true) and that only the
// server issues, each make served only its own file, and Auto Detect phones that learn their model
// from the User-Agent of their first fetch. Each test uses addresses and MACs of its own, so that
// no count of one test reaches another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { modelInUserAgent } from '../../server/areas/provisioning/phoneModels';
import { NONCE_SECONDS } from '../../server/areas/provisioning/provisionAuth';
import { PROVISIONING_NONCE_TTL_SECONDS } from '../../server/auth/jwt';
import { readConfig } from '../../server/config';
import { devices, provisioningModels } from '../../server/db/schema';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';
import {
  basic,
  childNamed,
  digestAuthorization,
  digestChallenge,
  parseCfg,
  parseXml,
} from '../support/provisioningFiles';

const HOTELING = '/svc/hoteling';

let p: TestPlatform;
let admin: Caller;
beforeAll(async () => {
  // One trusted proxy: each fetch's X-Forwarded-For is its address.
  p = await startPlatform({ trustProxy: 1 });
});
// Signed in for each test: the tests move the clock past a session's life.
beforeEach(async () => {
  admin = await callers(p).as('account administrator');
});
afterAll(() => p.close());

interface Phone {
  id: number;
  mac: string;
  user: string;
  password: string;
  file: (ext: 'cfg' | 'xml') => string;
}

/** A new phone of Acme, added as the portal adds one: its MAC's digits and its one-time password. */
async function addPhone(mac: string, fields: { make?: string | null; model: string; kind?: string }) {
  const r = await admin.post(`${HOTELING}/v2/accounts/${admin.accountId}/devices`, {
    name: `Phone ${mac}`,
    macAddress: mac,
    ...fields,
  });
  expect(r.status).toBe(201);
  const digits = mac.replaceAll(':', '').toLowerCase();
  return {
    id: r.body.device.id as number,
    mac,
    user: digits,
    password: r.body.provisioningPassword as string,
    file: (ext: 'cfg' | 'xml') => `/prov/${digits}.${ext}`,
  } satisfies Phone;
}

interface Answer {
  status: number;
  text: string;
  headers: Array<[string, string]>;
  header: (name: string) => string;
}

async function fetchFile(
  path: string,
  {
    authorization,
    from,
    userAgent,
    on = p,
  }: { authorization?: string; from: string; userAgent?: string; on?: TestPlatform },
): Promise<Answer> {
  const res = await on.call('GET', path, {
    headers: {
      'x-forwarded-for': from,
      ...(authorization ? { authorization } : {}),
      ...(userAgent ? { 'user-agent': userAgent } : {}),
    },
  });
  const headers = [...res.headers.entries()].sort(([a], [b]) => a.localeCompare(b));
  return { status: res.status, text: await res.text(), headers, header: (n) => res.headers.get(n) ?? '' };
}

/** The nonce of the Digest challenge a fetch without a credential answers. */
async function freshNonce(path: string, from: string, on = p): Promise<string> {
  const challenge = await fetchFile(path, { from, on });
  expect(challenge.status).toBe(401);
  return digestChallenge(challenge.header('www-authenticate')).nonce;
}

/** What the next window of the provisioning failures leaves: seconds to its end. */
function secondsToWindowEnd(): number {
  const length = p.config.provisioningFailureWindowSeconds * 1000;
  const now = p.clock.now.getTime();
  return Math.ceil((Math.floor(now / length) * length + length - now) / 1000);
}

async function modelOf(id: number) {
  const [row] = await p.database.db.select({ model: devices.model }).from(devices).where(eq(devices.id, id));
  return row.model;
}

describe('failed credentials are limited per address and per MAC', () => {
  it('the limits are 100 failures an address and 20 a MAC in 15 minutes, each a setting', () => {
    expect(p.config.provisioningAddressFailures).toBe(100);
    expect(p.config.provisioningMacFailures).toBe(20);
    expect(p.config.provisioningFailureWindowSeconds).toBe(900);
    const set = readConfig({
      RATE_LIMIT_PROVISIONING_ADDRESS: '7',
      RATE_LIMIT_PROVISIONING_MAC: '3',
      RATE_LIMIT_PROVISIONING_WINDOW: '60',
    });
    expect([
      set.provisioningAddressFailures,
      set.provisioningMacFailures,
      set.provisioningFailureWindowSeconds,
    ]).toEqual([7, 3, 60]);
    expect(() => readConfig({ RATE_LIMIT_PROVISIONING_WINDOW: '0' })).toThrow(
      /RATE_LIMIT_PROVISIONING_WINDOW/,
    );
  });

  it("an address's failures on any MACs fill its count: then 429 with Retry-After, even for a right password, until the window ends", async () => {
    const phone = await addPhone('AA:BB:CC:77:01:01', { make: 'Yealink', model: 'Yealink T54W' });
    const from = '198.51.100.1';
    const limit = p.config.provisioningAddressFailures;
    // Unknown MACs, a different one each time: the MAC counts stay far below theirs.
    for (let i = 0; i < limit; i++) {
      const mac = `0000770100${i.toString(16).padStart(2, '0')}`;
      const answer = await fetchFile(`/prov/${mac}.cfg`, { authorization: basic(mac, 'guess'), from });
      expect(answer.status, `failure ${i + 1}`).toBe(401);
    }
    const right = basic(phone.user, phone.password);
    const refused = await fetchFile(phone.file('cfg'), { authorization: right, from });
    expect(refused.status).toBe(429);
    const retryAfter = secondsToWindowEnd();
    expect(refused.header('retry-after')).toBe(String(retryAfter));
    expect(JSON.parse(refused.text)).toMatchObject({ status: 429, code: 'too_many_requests', retryAfter });
    // Another address is not held back, and this one is let in again once the window has ended.
    expect((await fetchFile(phone.file('cfg'), { authorization: right, from: '198.51.100.2' })).status).toBe(
      200,
    );
    p.clock.advance(retryAfter - 1);
    expect((await fetchFile(phone.file('cfg'), { authorization: right, from })).status).toBe(429);
    p.clock.advance(1);
    expect((await fetchFile(phone.file('cfg'), { authorization: right, from })).status).toBe(200);
  });

  it("a MAC's failures from many addresses and both replicas fill its count; successes and requests without a credential count nothing", async () => {
    const phone = await addPhone('AA:BB:CC:77:02:01', { make: 'Yealink', model: 'Yealink T54W' });
    const other = await addPhone('AA:BB:CC:77:02:02', { make: 'Yealink', model: 'Yealink T54W' });
    const replica = await p.replica();
    try {
      const right = basic(phone.user, phone.password);
      const limit = p.config.provisioningMacFailures;
      // More than the limit of fetches that fail nothing: a phone's first request, then its file.
      for (let i = 0; i < limit + 5; i++) {
        expect((await fetchFile(phone.file('cfg'), { from: '198.51.100.20' })).status).toBe(401);
        expect(
          (await fetchFile(phone.file('cfg'), { authorization: right, from: '198.51.100.20' })).status,
        ).toBe(200);
      }
      for (let i = 0; i < limit; i++) {
        const answer = await fetchFile(phone.file('cfg'), {
          authorization: basic(phone.user, `guess-${i}`),
          from: `198.51.100.${30 + i}`,
          on: i % 2 === 0 ? p : replica,
        });
        expect(answer.status, `failure ${i + 1}`).toBe(401);
      }
      // A new address with the right password, on either replica: the MAC is held back.
      for (const on of [p, replica]) {
        const held = await fetchFile(phone.file('cfg'), { authorization: right, from: '198.51.100.99', on });
        expect(held.status).toBe(429);
        expect(held.header('retry-after')).toBe(String(secondsToWindowEnd()));
      }
      // Another MAC from that address is not.
      const otherRight = basic(other.user, other.password);
      expect(
        (await fetchFile(other.file('cfg'), { authorization: otherRight, from: '198.51.100.99' })).status,
      ).toBe(200);
      p.clock.advance(secondsToWindowEnd());
      expect(
        (await fetchFile(phone.file('cfg'), { authorization: right, from: '198.51.100.99' })).status,
      ).toBe(200);
    } finally {
      await replica.close();
    }
  });

  it('a limit of 0, or RATE_LIMITS=off, lets a full count through', async () => {
    const phone = await addPhone('AA:BB:CC:77:12:01', { make: 'Yealink', model: 'Yealink T54W' });
    const from = '198.51.100.12';
    for (let i = 0; i < p.config.provisioningMacFailures; i++)
      await fetchFile(phone.file('cfg'), { authorization: basic(phone.user, 'wrong'), from });
    const right = basic(phone.user, phone.password);
    expect((await fetchFile(phone.file('cfg'), { authorization: right, from })).status).toBe(429);
    for (const overrides of [{ provisioningMacFailures: 0 }, { rateLimits: false }]) {
      const replica = await p.replica(overrides);
      try {
        const answer = await fetchFile(phone.file('cfg'), { authorization: right, from, on: replica });
        expect(answer.status, JSON.stringify(overrides)).toBe(200);
      } finally {
        await replica.close();
      }
    }
  });

  it('an unknown MAC and a wrong password answer the same bytes, fill the same count and get the same 429', async () => {
    const phone = await addPhone('AA:BB:CC:77:03:01', { make: 'Yealink', model: 'Yealink T54W' });
    const unknown = { user: '000077030001', file: '/prov/000077030001.cfg' };
    const from = '198.51.100.3';
    const limit = p.config.provisioningMacFailures;
    for (let i = 0; i < limit; i++) {
      // Basic and Digest in turn: each with the right form, the wrong secret.
      const known =
        i % 2 === 0
          ? basic(phone.user, 'wrong')
          : digestAuthorization(
              await freshNonce(phone.file('cfg'), from),
              phone.user,
              'wrong',
              phone.file('cfg'),
            );
      const stranger =
        i % 2 === 0
          ? basic(unknown.user, 'wrong')
          : digestAuthorization(await freshNonce(unknown.file, from), unknown.user, 'wrong', unknown.file);
      const a = await fetchFile(phone.file('cfg'), { authorization: known, from });
      const b = await fetchFile(unknown.file, { authorization: stranger, from });
      expect(a.status).toBe(401);
      expect({ text: b.text, headers: b.headers }).toEqual({ text: a.text, headers: a.headers });
    }
    const a = await fetchFile(phone.file('cfg'), { authorization: basic(phone.user, phone.password), from });
    const b = await fetchFile(unknown.file, { authorization: basic(unknown.user, 'wrong'), from });
    expect(a.status).toBe(429);
    expect({ status: b.status, text: b.text, headers: b.headers }).toEqual({
      status: a.status,
      text: a.text,
      headers: a.headers,
    });
  });
});

describe('Digest nonces', () => {
  it(`a nonce is fresh ${NONCE_SECONDS} s; then a right response answers 401 stale=true, counts no failure, and the retry with the new nonce gets the file`, async () => {
    const phone = await addPhone('AA:BB:CC:77:04:01', { make: 'Yealink', model: 'Yealink T54W' });
    const from = '198.51.100.4';
    const path = phone.file('cfg');
    const nonce = await freshNonce(path, from);
    const right = digestAuthorization(nonce, phone.user, phone.password, path);
    p.clock.advance(NONCE_SECONDS - 1);
    expect((await fetchFile(path, { authorization: right, from })).status).toBe(200);
    p.clock.advance(1);
    // More stale answers than the MAC's failures allow: none of them is a failure.
    let stale: Answer | undefined;
    for (let i = 0; i <= p.config.provisioningMacFailures; i++) {
      stale = await fetchFile(path, { authorization: right, from });
      expect(stale.status).toBe(401);
      expect(digestChallenge(stale.header('www-authenticate')).stale).toBe('true');
    }
    const renewed = digestChallenge(stale!.header('www-authenticate')).nonce;
    expect(renewed).not.toBe(nonce);
    const retry = await fetchFile(path, {
      authorization: digestAuthorization(renewed, phone.user, phone.password, path),
      from,
    });
    expect(retry.status).toBe(200);
    expect(parseCfg(retry.text).get('account.1.enable')).toBe('1');
  });

  it('a wrong response to a stale nonce, and a right one after the nonce has expired, answer a plain 401', async () => {
    const phone = await addPhone('AA:BB:CC:77:05:01', { make: 'Yealink', model: 'Yealink T54W' });
    const from = '198.51.100.5';
    const path = phone.file('cfg');
    const nonce = await freshNonce(path, from);
    p.clock.advance(NONCE_SECONDS);
    const wrong = await fetchFile(path, {
      authorization: digestAuthorization(nonce, phone.user, 'wrong', path),
      from,
    });
    expect(wrong.status).toBe(401);
    expect(digestChallenge(wrong.header('www-authenticate')).stale).toBeUndefined();
    const right = digestAuthorization(nonce, phone.user, phone.password, path);
    p.clock.advance(PROVISIONING_NONCE_TTL_SECONDS - NONCE_SECONDS - 1);
    expect(
      digestChallenge((await fetchFile(path, { authorization: right, from })).header('www-authenticate'))
        .stale,
    ).toBe('true');
    p.clock.advance(1);
    const expired = await fetchFile(path, { authorization: right, from });
    expect(expired.status).toBe(401);
    expect(digestChallenge(expired.header('www-authenticate')).stale).toBeUndefined();
  });

  it('a nonce the server never issued is refused; one another replica issued is not', async () => {
    const phone = await addPhone('AA:BB:CC:77:06:01', { make: 'Yealink', model: 'Yealink T54W' });
    const from = '198.51.100.6';
    const path = phone.file('cfg');
    const respond = (nonce: string) => digestAuthorization(nonce, phone.user, phone.password, path);
    const issued = await freshNonce(path, from);
    const [head, , signature] = issued.split('.');
    const now = Math.floor(p.clock.now.getTime() / 1000);
    const forged = [
      'made-up-by-the-phone',
      // A token the server signed for another purpose.
      await p.keys.sign('gateway', { iat: now, exp: now + 300 }),
      // An issued nonce whose time was moved on, with the signature of the old one.
      `${head}.${Buffer.from(JSON.stringify({ iat: now + 600, exp: now + 1500 })).toString('base64url')}.${signature}`,
    ];
    for (const nonce of forged) {
      const answer = await fetchFile(path, { authorization: respond(nonce), from });
      expect(answer.status, nonce).toBe(401);
      expect(digestChallenge(answer.header('www-authenticate')).stale).toBeUndefined();
    }
    const replica = await p.replica();
    try {
      const elsewhere = await freshNonce(path, from, replica);
      expect((await fetchFile(path, { authorization: respond(elsewhere), from })).status).toBe(200);
    } finally {
      await replica.close();
    }
  });
});

describe("each make's file", () => {
  it('a Yealink phone gets its .cfg and a Polycom its .xml; the other file answers 404 once authenticated and the same 401 before', async () => {
    const from = '198.51.100.7';
    const yealink = await addPhone('AA:BB:CC:77:07:01', { make: 'Yealink', model: 'Yealink T46U' });
    const polycom = await addPhone('AA:BB:CC:77:07:02', { make: 'Polycom', model: 'Polycom VVX 250' });
    const asYealink = basic(yealink.user, yealink.password);
    const asPolycom = basic(polycom.user, polycom.password);

    const cfg = await fetchFile(yealink.file('cfg'), { authorization: asYealink, from });
    expect(cfg.status).toBe(200);
    expect(parseCfg(cfg.text).get('account.1.sip_server.1.address')).toBe('sip.switchboard.example');
    const xml = await fetchFile(polycom.file('xml'), { authorization: asPolycom, from });
    expect(xml.status).toBe(200);
    const root = parseXml(xml.text);
    expect(root.name).toBe('polycomConfig');
    expect(childNamed(root, 'reg').attributes.get('reg.1.server.1.address')).toBe('sip.switchboard.example');

    expect((await fetchFile(yealink.file('xml'), { authorization: asYealink, from })).status).toBe(404);
    expect((await fetchFile(polycom.file('cfg'), { authorization: asPolycom, from })).status).toBe(404);
    // Before authentication the file a phone does not use answers like the one it does.
    const served = await fetchFile(yealink.file('cfg'), { from });
    const other = await fetchFile(yealink.file('xml'), { from });
    expect(served.status).toBe(401);
    expect({ status: other.status, text: other.text, headers: other.headers }).toEqual({
      status: served.status,
      text: served.text,
      headers: served.headers,
    });
    const wrongOther = await fetchFile(polycom.file('cfg'), {
      authorization: basic(polycom.user, 'wrong'),
      from,
    });
    expect(wrongOther.status).toBe(401);
  });

  it('a softphone or a mobile app has no file, even with a MAC and a credential', async () => {
    const from = '198.51.100.8';
    const apps = [
      await addPhone('AA:BB:CC:77:08:01', { model: 'Softphone/Other', kind: 'softphone' }),
      await addPhone('AA:BB:CC:77:08:02', { model: 'Softphone/Other', kind: 'mobile' }),
    ];
    for (const app of apps) {
      expect(app.password).toBeTruthy();
      for (const ext of ['cfg', 'xml'] as const) {
        const answer = await fetchFile(app.file(ext), { authorization: basic(app.user, app.password), from });
        expect(answer.status, app.file(ext)).toBe(404);
      }
    }
  });

  it('a phone of a make whose format the platform does not write (Cisco) may fetch either file', async () => {
    const from = '198.51.100.9';
    const cisco = await addPhone('AA:BB:CC:77:09:01', { make: 'Cisco', model: 'Auto Detect' });
    const auth = basic(cisco.user, cisco.password);
    const cfg = await fetchFile(cisco.file('cfg'), { authorization: auth, from });
    expect(parseCfg(cfg.text).get('account.1.enable')).toBe('1');
    const xml = await fetchFile(cisco.file('xml'), { authorization: auth, from });
    expect(parseXml(xml.text).name).toBe('polycomConfig');
  });
});

describe('Auto Detect', () => {
  const YEALINK_UA = 'Yealink SIP-T54W 96.86.0.70';
  const POLYCOM_UA = 'PolycomVVX-VVX_450-UA/6.4.3.5017';

  it("a Yealink phone learns its model from its first authenticated fetch's User-Agent, and that fetch has the model's settings", async () => {
    const from = '198.51.100.10';
    const phone = await addPhone('AA:BB:CC:77:10:01', { make: 'Yealink', model: 'Auto Detect' });
    expect(await modelOf(phone.id)).toBeNull();
    const put = await admin.put(
      `${HOTELING}/provisioning/v1/accounts/${admin.accountId}/phoneConfiguration/${phone.mac}/Yealink%20T54W`,
      { settings: { 'features.dnd.enable': '1' } },
    );
    expect(put.status).toBe(200);
    const auth = basic(phone.user, phone.password);

    // A refused fetch, an unknown agent and another make's model teach nothing.
    await fetchFile(phone.file('cfg'), {
      authorization: basic(phone.user, 'wrong'),
      from,
      userAgent: YEALINK_UA,
    });
    expect(await modelOf(phone.id)).toBeNull();
    for (const userAgent of ['curl/8.5.0', POLYCOM_UA, undefined]) {
      const answer = await fetchFile(phone.file('cfg'), { authorization: auth, from, userAgent });
      expect(answer.status).toBe(200);
      expect(parseCfg(answer.text).has('features.dnd.enable')).toBe(false);
      expect(await modelOf(phone.id)).toBeNull();
    }

    const first = await fetchFile(phone.file('cfg'), { authorization: auth, from, userAgent: YEALINK_UA });
    expect(parseCfg(first.text).get('features.dnd.enable')).toBe('1');
    expect(await modelOf(phone.id)).toBe('Yealink T54W');
    const { body } = await admin.get(`${HOTELING}/v1/devices/${phone.id}`);
    expect(body.model).toBe('Yealink T54W');
    // Learnt once: a later agent naming another model changes nothing.
    await fetchFile(phone.file('cfg'), {
      authorization: auth,
      from,
      userAgent: 'Yealink SIP-T46U 108.86.0.20',
    });
    expect(await modelOf(phone.id)).toBe('Yealink T54W');
  });

  it('a Polycom phone learns its model from its .xml fetch; a phone with a model keeps it', async () => {
    const from = '198.51.100.11';
    const auto = await addPhone('AA:BB:CC:77:11:01', { make: 'Polycom', model: 'Auto Detect' });
    const fetched = await fetchFile(auto.file('xml'), {
      authorization: basic(auto.user, auto.password),
      from,
      userAgent: POLYCOM_UA,
    });
    expect(parseXml(fetched.text).name).toBe('polycomConfig');
    expect(await modelOf(auto.id)).toBe('Polycom VVX 450');
    const set = await addPhone('AA:BB:CC:77:11:02', { make: 'Polycom', model: 'Polycom VVX 250' });
    await fetchFile(set.file('xml'), {
      authorization: basic(set.user, set.password),
      from,
      userAgent: POLYCOM_UA,
    });
    expect(await modelOf(set.id)).toBe('Polycom VVX 250');
  });

  it('the User-Agents of the models in provisioning_models name them, and nothing else does', async () => {
    const models = await p.database.db
      .select({
        name: provisioningModels.name,
        makeName: provisioningModels.makeName,
        autoProvisionModel: provisioningModels.autoProvisionModel,
        fileFormat: provisioningModels.fileFormat,
      })
      .from(provisioningModels);
    const named = (ua: string) => modelInUserAgent(models, ua)?.name;
    const table: Array<[string, string | undefined]> = [
      [YEALINK_UA, 'Yealink T54W'],
      ['Yealink SIP-T46U 108.86.0.20 80:5e:c0:11:22:33', 'Yealink T46U'],
      ['Yealink SIP-T33G 124.86.0.40', 'Yealink T33G'],
      ['Yealink W73P 146.85.0.20', 'Yealink W73P'],
      [POLYCOM_UA, 'Polycom VVX 450'],
      ['PolycomVVX-VVX_250-UA/6.4.3.5017', 'Polycom VVX 250'],
      ['PolyEdge-Edge_E350-UA/8.0.2.2002', 'Poly Edge E350'],
      ['PolycomRealPresenceTrio-Trio_C60-UA/7.2.2.1094', 'Poly Trio C60'],
      ['Cisco-CP-8851-3PCC/11.3.7', 'Cisco 8851'],
      ['Grandstream GRP2615 1.0.5.58', 'Grandstream GRP2615'],
      // A model's name inside a longer one, an unknown model, no model at all.
      ['Yealink SIP-T54WX 96.86.0.70', undefined],
      ['Yealink SIP-T58A 58.86.0.20', undefined],
      ['curl/8.5.0', undefined],
    ];
    expect(table.map(([ua]) => [ua, named(ua)])).toEqual(table);
  });
});
