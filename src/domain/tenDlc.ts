// Business texting registration (10DLC, MSG-01; decision 0111): the statuses a carrier registry
// gives a brand or a campaign, the moves between them, and the rules its review applies.
import type { TenDlcBrand, TenDlcCampaign } from './schemas/messaging';

export const TEN_DLC_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TenDlcStatus = (typeof TEN_DLC_STATUSES)[number];
export type TenDlcPart = 'brand' | 'campaign';

/** 10DLC is the US carriers' registry: it applies to accounts in the US only. */
export const tenDlcApplies = (countryCode: string) => countryCode === 'US';

export const NOT_IN_US = 'Business texting registration (10DLC) is for accounts in the United States only.';

/** A part may be edited while it is a draft or was rejected (an edit makes it a draft again). */
export const canEdit = (status: TenDlcStatus) => status === 'draft' || status === 'rejected';
/** A part may be sent to the registry while it is a draft or was rejected (resubmit). */
export const canSubmit = (status: TenDlcStatus) => status === 'draft' || status === 'rejected';
/** A submission under review may be withdrawn: it is a draft again. */
export const canWithdraw = (status: TenDlcStatus) => status === 'submitted';

export const MIN_SAMPLE_LENGTH = 20;
export const MIN_DESCRIPTION_LENGTH = 40;

/** Why the registry rejects this brand, or undefined: it is approved. */
export function brandRejection(brand: TenDlcBrand): string | undefined {
  if (!brand.legalName) return 'The brand has no legal name.';
  if (!brand.ein) return 'The brand has no tax number (EIN): carriers verify the business with it.';
  if (!brand.website) return 'The brand has no website: carriers verify the business with it.';
  if (!brand.contactEmail) return 'The brand has no contact e-mail address.';
  return undefined;
}

/** Why the registry rejects this campaign, or undefined: it is approved. */
export function campaignRejection(campaign: TenDlcCampaign): string | undefined {
  if (campaign.description.length < MIN_DESCRIPTION_LENGTH)
    return `The campaign’s description is too short: describe the texts in at least ${MIN_DESCRIPTION_LENGTH} characters.`;
  if (campaign.sampleMessages.some((m) => m.length < MIN_SAMPLE_LENGTH))
    return `The sample messages are too short: each needs at least ${MIN_SAMPLE_LENGTH} characters, as a real text would read.`;
  if (!campaign.optInDescription) return 'The campaign does not say how people agree to receive texts.';
  return undefined;
}

export interface TenDlcPartState {
  status: TenDlcStatus;
  rejectionReason: string | null;
}

/** Registration is complete when the campaign (whose brand must be approved first) is approved. */
export const registrationComplete = (brand: TenDlcPartState, campaign: TenDlcPartState) =>
  brand.status === 'approved' && campaign.status === 'approved';

/** What the dashboard banner says while registration is incomplete. */
export function bannerText(brand: TenDlcPartState, campaign: TenDlcPartState): string {
  if (brand.status === 'rejected')
    return 'Your business texting brand was rejected. Fix it and submit it again.';
  if (brand.status !== 'approved')
    return brand.status === 'submitted'
      ? 'Your business texting brand is being reviewed. Business texts are off until registration is approved.'
      : 'Register your business for texting (10DLC): business texts are off until registration is approved.';
  if (campaign.status === 'rejected')
    return 'Your business texting campaign was rejected. Fix it and submit it again.';
  if (campaign.status === 'submitted')
    return 'Your business texting campaign is being reviewed. Business texts are off until it is approved.';
  return 'Register your texting campaign (10DLC): business texts are off until it is approved.';
}
