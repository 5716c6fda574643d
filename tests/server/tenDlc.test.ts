// Business texting registration (10DLC; MSG-01, decision 0111): a brand and a campaign through
// draft → submitted → approved or rejected with a reason (the registry's review, due on the
// platform clock), resubmit; the banner while incomplete; business texts refused until approved;
// not for accounts outside the US.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenDlcRegistrations } from '../../server/db/schema';
import { type Caller, callers } from '../support/callers';
import { startPlatform, type TestPlatform } from '../support/platform';

let p: TestPlatform;
let admin: Caller;
let foreignAdmin: Caller;
let endUser: Caller;
const REVIEW = 120;

const base = (accountId: number) => `/svc/appserver/messages-10dlc/api/account/${accountId}`;
const goodCampaign = {
  useCase: 'Customer care',
  description: 'Replies to customers who text our main number about their orders.',
  sampleMessages: [
    'Your order 1042 is ready to collect. Reply STOP to opt out.',
    'Your delivery is booked for Tuesday. Reply STOP to opt out.',
  ],
  optInDescription: 'Customers text us first.',
};

beforeAll(async () => {
  p = await startPlatform({ tenDlcReviewSeconds: REVIEW });
  const who = callers(p);
  admin = await who.as('account administrator');
  foreignAdmin = await who.as('account administrator (international, GB)');
  endUser = await who.as('end user');
});
afterAll(() => p.close());

const text = (accountId = admin.accountId) =>
  admin.post(`${base(accountId)}/sms`, {
    userId: admin.userId,
    to: '+15550100999',
    text: 'Your order is ready.',
  });

describe('business texting registration (10DLC)', () => {
  it('MSG-01 the seed: Acme’s brand approved, its campaign under review, the banner shown, texts refused', async () => {
    const reg = await admin.get(`${base(admin.accountId)}/busRegistration`);
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ applies: true, complete: false });
    expect(reg.body.brand).toMatchObject({ status: 'approved', legalName: 'Acme Corporation' });
    expect(reg.body.campaign.status).toBe('submitted');
    const banner = await admin.get(`${base(admin.accountId)}/banner`);
    expect(banner.body).toMatchObject({
      show: true,
      text: expect.stringContaining('campaign is being reviewed'),
    });
    const flow = await admin.get(`${base(admin.accountId)}/quickflow`);
    expect(flow.body).toMatchObject({ next: 'campaign', complete: false });
    expect((await admin.get(`${base(admin.accountId)}/sms`)).body).toMatchObject({
      allowed: false,
      reason: 'Business texts are off until the business texting registration (10DLC) is approved.',
    });
    const refused = await text();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('until the business texting registration');
  });

  it('MSG-01 a submission under review cannot be edited; withdrawn, it is a draft again', async () => {
    const edit = await admin.put(`${base(admin.accountId)}/campaign`, goodCampaign);
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('The campaign is being reviewed: withdraw it to change it.');
    const back = await admin.post(`${base(admin.accountId)}/campaign/withdraw`, {});
    expect(back.body.campaign.status).toBe('draft');
    expect((await admin.post(`${base(admin.accountId)}/campaign/withdraw`, {})).status).toBe(409);
  });

  it('MSG-01 the review rejects a campaign whose samples are too short, with the reason, once due on the clock', async () => {
    await admin.put(`${base(admin.accountId)}/campaign`, {
      ...goodCampaign,
      sampleMessages: ['Hi', 'Order ready'],
    });
    const sent = await admin.post(`${base(admin.accountId)}/campaign/submit`, {});
    expect(sent.status).toBe(200);
    expect(sent.body.campaign).toMatchObject({ status: 'submitted', rejectionReason: null });
    p.clock.advance(REVIEW - 1);
    expect((await admin.get(`${base(admin.accountId)}/busRegistration`)).body.campaign.status).toBe(
      'submitted',
    );
    p.clock.advance(1);
    const reviewed = await admin.get(`${base(admin.accountId)}/busRegistration`);
    expect(reviewed.body.campaign).toMatchObject({
      status: 'rejected',
      rejectionReason: expect.stringContaining('sample messages are too short'),
    });
    expect((await admin.get(`${base(admin.accountId)}/banner`)).body.text).toContain('campaign was rejected');
    expect((await text()).status).toBe(409);
  });

  it('MSG-01 fixed and resubmitted, the campaign is approved: the banner goes, texts are sent', async () => {
    const fixed = await admin.put(`${base(admin.accountId)}/campaign`, goodCampaign);
    expect(fixed.body.campaign).toMatchObject({ status: 'draft', rejectionReason: null });
    await admin.post(`${base(admin.accountId)}/campaign/submit`, {});
    p.clock.advance(REVIEW);
    const flow = await admin.get(`${base(admin.accountId)}/quickflow`);
    expect(flow.body).toMatchObject({ complete: true, next: null });
    expect((await admin.get(`${base(admin.accountId)}/banner`)).body).toEqual({
      accountId: admin.accountId,
      applies: true,
      show: false,
      text: null,
    });
    expect((await admin.get(`${base(admin.accountId)}/sms`)).body.allowed).toBe(true);
    const sent = await text();
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ userId: admin.userId, to: '+15550100999' });
    expect((await admin.put(`${base(admin.accountId)}/campaign`, goodCampaign)).status).toBe(409);
  });

  it('MSG-01 approved, a text is still refused while the user’s messaging or off-net SMS is off', async () => {
    const M = '/svc/messages/messages';
    await admin.put(`${M}/1/users/disable/messaging`, { userIds: [admin.userId], disabled: true });
    const userOff = await text();
    expect(userOff.status).toBe(409);
    expect(userOff.body.message).toBe('Messaging is turned off for this user.');
    await admin.put(`${M}/1/users/disable/messaging`, { userIds: [admin.userId], disabled: false });
    const offNet = `/svc/ucaas/api/ucaas/account/${admin.accountId}/customAttributes/disableOffNetSMS`;
    await admin.put(offNet, {});
    expect((await text()).body.message).toBe(
      'Texts to numbers outside the platform are turned off for the company.',
    );
    await admin.delete(offNet);
    expect((await text()).status).toBe(201);
  });

  it('MSG-01 a brand is rejected with a reason when it has no website, and a campaign waits for its brand', async () => {
    await p.database.db.delete(tenDlcRegistrations).where(eq(tenDlcRegistrations.accountId, admin.accountId));
    const empty = await admin.get(`${base(admin.accountId)}/busRegistration`);
    expect(empty.body.brand.status).toBe('draft');
    expect((await admin.get(`${base(admin.accountId)}/banner`)).body.text).toContain(
      'Register your business',
    );
    expect((await admin.post(`${base(admin.accountId)}/brand/submit`, {})).body.errors[0].field).toBe(
      'legalName',
    );
    const badUrl = await admin.put(`${base(admin.accountId)}/brand`, {
      legalName: 'Acme Corporation',
      website: 'acme',
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.errors[0]).toEqual({
      field: 'website',
      message: 'Enter the website as https://example.com.',
    });
    await admin.put(`${base(admin.accountId)}/brand`, {
      legalName: 'Acme Corporation',
      ein: '12-3456789',
      contactEmail: 'admin@acme.example',
    });
    await admin.post(`${base(admin.accountId)}/brand/submit`, {});
    expect((await admin.post(`${base(admin.accountId)}/campaign/submit`, {})).body.message).toBe(
      'The campaign can be submitted once the brand is approved.',
    );
    p.clock.advance(REVIEW);
    const reviewed = await admin.get(`${base(admin.accountId)}/busRegistration`);
    expect(reviewed.body.brand).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The brand has no website: carriers verify the business with it.',
    });
    await admin.put(`${base(admin.accountId)}/brand`, {
      legalName: 'Acme Corporation',
      ein: '12-3456789',
      website: 'https://acme.example',
      contactEmail: 'admin@acme.example',
    });
    await admin.post(`${base(admin.accountId)}/brand/submit`, {});
    p.clock.advance(REVIEW);
    expect((await admin.get(`${base(admin.accountId)}/quickflow`)).body).toMatchObject({ next: 'campaign' });
  });

  it('MSG-01 outside the US it does not apply: no banner, no registration, texts not held back by it', async () => {
    const banner = await foreignAdmin.get(`${base(foreignAdmin.accountId)}/banner`);
    expect(banner.body).toMatchObject({ applies: false, show: false });
    const flow = await foreignAdmin.get(`${base(foreignAdmin.accountId)}/quickflow`);
    expect(flow.body.notApplicable).toContain('United States only');
    const brand = await foreignAdmin.put(`${base(foreignAdmin.accountId)}/brand`, {
      legalName: 'Britannia Trading Ltd',
    });
    expect(brand.status).toBe(409);
    expect((await foreignAdmin.get(`${base(foreignAdmin.accountId)}/sms`)).body.allowed).toBe(true);
  });

  it('REQ-04 the business texting calls take the session’s token as X-Auth-Token', async () => {
    const path = `${base(admin.accountId)}/banner`;
    const asHeader = await p.call('GET', path, { headers: { 'x-auth-token': admin.token } });
    expect(asHeader.status).toBe(200);
    expect((await p.call('GET', path, { headers: { 'x-auth-token': 'not-a-token' } })).status).toBe(401);
    expect((await p.call('GET', path)).status).toBe(401);
  });

  it('MSG-01 only those who manage the account’s settings register; others’ accounts are out of reach', async () => {
    expect((await endUser.put(`${base(endUser.accountId)}/brand`, { legalName: 'x' })).status).toBe(403);
    expect((await foreignAdmin.get(`${base(admin.accountId)}/banner`)).status).toBe(404);
  });
});
