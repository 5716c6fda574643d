// Business texting registration (10DLC; MSG-01, decision 0111): one row per account with its
// brand and campaign. A submission is reviewed by the (simulated) carrier registry once its due
// time has passed on the platform clock: the first call that reads the registration after that
// applies the review's rules (src/domain/tenDlc.ts), approving or rejecting with a reason.
import { eq } from 'drizzle-orm';
import {
  type TenDlcBrand,
  type TenDlcCampaign,
  tenDlcBrandSchema,
  tenDlcCampaignSchema,
} from '../../../src/domain/schemas/messaging';
import {
  bannerText,
  brandRejection,
  campaignRejection,
  canEdit,
  canSubmit,
  canWithdraw,
  NOT_IN_US,
  registrationComplete,
  type TenDlcPart,
  type TenDlcStatus,
  tenDlcApplies,
} from '../../../src/domain/tenDlc';
import type { DbOrTx } from '../../db/client';
import { accounts, tenDlcRegistrations } from '../../db/schema';
import { ApiError, validationFailed } from '../../http/errors';

type Row = typeof tenDlcRegistrations.$inferSelect;

const emptyBrand = (): TenDlcBrand => tenDlcBrandSchema.parse({});
const emptyCampaign = (): TenDlcCampaign => tenDlcCampaignSchema.parse({});

async function countryOf(db: DbOrTx, accountId: number): Promise<string> {
  const [a] = await db
    .select({ country: accounts.countryCode })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return a?.country ?? 'US';
}

async function readRow(db: DbOrTx, accountId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(tenDlcRegistrations)
    .where(eq(tenDlcRegistrations.accountId, accountId));
  return row;
}

/** Applies the registry's answer to each submission whose review is due (at most once each). */
async function settle(db: DbOrTx, row: Row, now: Date): Promise<Row> {
  const change: Partial<Row> = {};
  if (row.brandStatus === 'submitted' && row.brandReviewDueAt && row.brandReviewDueAt <= now) {
    const reason = brandRejection(tenDlcBrandSchema.parse(row.brand));
    Object.assign(change, {
      brandStatus: reason ? 'rejected' : 'approved',
      brandReason: reason ?? null,
      brandReviewedAt: now,
    });
  }
  if (row.campaignStatus === 'submitted' && row.campaignReviewDueAt && row.campaignReviewDueAt <= now) {
    const reason = campaignRejection(tenDlcCampaignSchema.parse(row.campaign));
    Object.assign(change, {
      campaignStatus: reason ? 'rejected' : 'approved',
      campaignReason: reason ?? null,
      campaignReviewedAt: now,
    });
  }
  if (Object.keys(change).length === 0) return row;
  const [settled] = await db
    .update(tenDlcRegistrations)
    .set(change)
    .where(eq(tenDlcRegistrations.accountId, row.accountId))
    .returning();
  return settled;
}

const partView = (row: Row | undefined, part: TenDlcPart) => {
  const fields = part === 'brand' ? (row?.brand ?? emptyBrand()) : (row?.campaign ?? emptyCampaign());
  const at = (d: Date | null | undefined) => d?.toISOString() ?? null;
  return part === 'brand'
    ? {
        ...(fields as TenDlcBrand),
        status: (row?.brandStatus ?? 'draft') as TenDlcStatus,
        rejectionReason: row?.brandReason ?? null,
        submittedAt: at(row?.brandSubmittedAt),
        reviewDueAt: at(row?.brandReviewDueAt),
        reviewedAt: at(row?.brandReviewedAt),
      }
    : {
        ...(fields as TenDlcCampaign),
        status: (row?.campaignStatus ?? 'draft') as TenDlcStatus,
        rejectionReason: row?.campaignReason ?? null,
        submittedAt: at(row?.campaignSubmittedAt),
        reviewDueAt: at(row?.campaignReviewDueAt),
        reviewedAt: at(row?.campaignReviewedAt),
      };
};

/** C-426: the brand and the campaign as registered, after any review that is due. */
export async function readRegistration(db: DbOrTx, accountId: number, now: Date) {
  const applies = tenDlcApplies(await countryOf(db, accountId));
  const found = await readRow(db, accountId);
  const row = found && applies ? await settle(db, found, now) : found;
  const brand = partView(row, 'brand');
  const campaign = partView(row, 'campaign');
  return {
    accountId,
    applies,
    ...(applies ? {} : { notApplicable: NOT_IN_US }),
    complete: applies && registrationComplete(brand, campaign),
    brand,
    campaign,
  };
}

/** C-244: the registration's steps and the next one to do. */
export async function quickflow(db: DbOrTx, accountId: number, now: Date) {
  const r = await readRegistration(db, accountId, now);
  const steps = [
    { step: 'brand' as const, status: r.brand.status, rejectionReason: r.brand.rejectionReason },
    { step: 'campaign' as const, status: r.campaign.status, rejectionReason: r.campaign.rejectionReason },
  ];
  const next = !r.applies ? null : (steps.find((s) => s.status !== 'approved')?.step ?? null);
  return {
    accountId,
    applies: r.applies,
    complete: r.complete,
    next,
    steps,
    ...(r.applies ? {} : { notApplicable: NOT_IN_US }),
  };
}

/** C-245: the dashboard's banner, shown while a US account's registration is incomplete. */
export async function banner(db: DbOrTx, accountId: number, now: Date) {
  const r = await readRegistration(db, accountId, now);
  const show = r.applies && !r.complete;
  return { accountId, applies: r.applies, show, text: show ? bannerText(r.brand, r.campaign) : null };
}

/** C-246: whether the account may send business texts now, and if not, why. */
export async function smsStatus(
  db: DbOrTx,
  accountId: number,
  now: Date,
  switches: { messagingDisabled: boolean; smsDisabled: boolean },
) {
  const r = await readRegistration(db, accountId, now);
  const reason = switches.messagingDisabled
    ? 'Messaging is turned off for the company.'
    : switches.smsDisabled
      ? 'Text messaging (SMS) is turned off for the company.'
      : r.applies && !r.complete
        ? 'Business texts are off until the business texting registration (10DLC) is approved.'
        : null;
  return {
    accountId,
    allowed: reason === null,
    reason,
    registrationApplies: r.applies,
    registrationComplete: r.complete,
  };
}

const conflict = (message: string) => new ApiError(409, 'conflict', message);

async function editableRow(db: DbOrTx, accountId: number, now: Date): Promise<Row> {
  if (!tenDlcApplies(await countryOf(db, accountId))) throw conflict(NOT_IN_US);
  const found = await readRow(db, accountId);
  if (found) return settle(db, found, now);
  const [made] = await db
    .insert(tenDlcRegistrations)
    .values({ accountId, brand: emptyBrand(), campaign: emptyCampaign() })
    .onConflictDoNothing()
    .returning();
  return made ?? (await readRow(db, accountId))!;
}

const statusOf = (row: Row, part: TenDlcPart) =>
  (part === 'brand' ? row.brandStatus : row.campaignStatus) as TenDlcStatus;
const NAMES = { brand: 'brand', campaign: 'campaign' };

/** Saves a draft of the brand or the campaign (a rejected one becomes a draft again). */
export async function saveDraft(
  db: DbOrTx,
  accountId: number,
  part: TenDlcPart,
  fields: TenDlcBrand | TenDlcCampaign,
  now: Date,
) {
  const row = await editableRow(db, accountId, now);
  const status = statusOf(row, part);
  if (!canEdit(status))
    throw conflict(
      status === 'submitted'
        ? `The ${NAMES[part]} is being reviewed: withdraw it to change it.`
        : `The ${NAMES[part]} is approved and cannot be changed.`,
    );
  await db
    .update(tenDlcRegistrations)
    .set(
      part === 'brand'
        ? { brand: fields, brandStatus: 'draft', brandReason: null }
        : { campaign: fields, campaignStatus: 'draft', campaignReason: null },
    )
    .where(eq(tenDlcRegistrations.accountId, accountId));
  return readRegistration(db, accountId, now);
}

/** Sends the brand or the campaign to the registry; its review is due `reviewSeconds` later. */
export async function submit(
  db: DbOrTx,
  accountId: number,
  part: TenDlcPart,
  now: Date,
  reviewSeconds: number,
) {
  const row = await editableRow(db, accountId, now);
  const status = statusOf(row, part);
  if (!canSubmit(status))
    throw conflict(
      status === 'submitted'
        ? `The ${NAMES[part]} is already being reviewed.`
        : `The ${NAMES[part]} is already approved.`,
    );
  if (part === 'brand' && !tenDlcBrandSchema.parse(row.brand).legalName)
    throw validationFailed([
      { field: 'legalName', message: 'Enter the company’s legal name before you submit.' },
    ]);
  if (part === 'campaign' && row.brandStatus !== 'approved')
    throw conflict('The campaign can be submitted once the brand is approved.');
  const due = new Date(now.getTime() + reviewSeconds * 1000);
  await db
    .update(tenDlcRegistrations)
    .set(
      part === 'brand'
        ? {
            brandStatus: 'submitted',
            brandReason: null,
            brandSubmittedAt: now,
            brandReviewDueAt: due,
            brandReviewedAt: null,
          }
        : {
            campaignStatus: 'submitted',
            campaignReason: null,
            campaignSubmittedAt: now,
            campaignReviewDueAt: due,
            campaignReviewedAt: null,
          },
    )
    .where(eq(tenDlcRegistrations.accountId, accountId));
  return readRegistration(db, accountId, now);
}

/** Takes a submission back before its review: a draft again. */
export async function withdraw(db: DbOrTx, accountId: number, part: TenDlcPart, now: Date) {
  const row = await editableRow(db, accountId, now);
  if (!canWithdraw(statusOf(row, part))) throw conflict(`The ${NAMES[part]} is not being reviewed.`);
  await db
    .update(tenDlcRegistrations)
    .set(
      part === 'brand'
        ? { brandStatus: 'draft', brandReviewDueAt: null }
        : { campaignStatus: 'draft', campaignReviewDueAt: null },
    )
    .where(eq(tenDlcRegistrations.accountId, accountId));
  return readRegistration(db, accountId, now);
}
