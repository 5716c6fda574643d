// Business texting registration (10DLC; MSG-01, decision 0111), props only: whether business texts
// may be sent now, the brand and the campaign forms with their statuses and rejection reasons;
// outside the US, a note that the registry does not apply.
import { useEffect, useState } from 'react';
import type { SmsStatus, TenDlcRegistration } from '../../api/messaging';
import { type TenDlcBrand, type TenDlcCampaign, USE_CASES, VERTICALS } from '../../domain/schemas/messaging';
import type { TenDlcPart } from '../../domain/tenDlc';
import { Alert } from '../../ui/Alert';
import { stack } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { WriteState } from '../common/writeState';
import { TenDlcPartForm } from './TenDlcPartForm';

export interface BusinessTextingViewProps {
  registration: TenDlcRegistration;
  sms: SmsStatus | undefined;
  canChange: boolean;
  brandState: WriteState;
  campaignState: WriteState;
  onSave: (part: TenDlcPart, fields: TenDlcBrand | TenDlcCampaign) => void;
  onSubmit: (part: TenDlcPart, fields: TenDlcBrand | TenDlcCampaign) => void;
  onWithdraw: (part: TenDlcPart) => void;
}

const brandOf = (r: TenDlcRegistration): TenDlcBrand => ({
  legalName: r.brand.legalName,
  ein: r.brand.ein,
  website: r.brand.website,
  vertical: r.brand.vertical,
  contactEmail: r.brand.contactEmail,
});
const campaignOf = (r: TenDlcRegistration): TenDlcCampaign => ({
  useCase: r.campaign.useCase,
  description: r.campaign.description,
  sampleMessages: [...r.campaign.sampleMessages],
  optInDescription: r.campaign.optInDescription,
});

export function BusinessTextingView(props: BusinessTextingViewProps) {
  const r = props.registration;
  const [brand, setBrand] = useState(() => brandOf(r));
  const [campaign, setCampaign] = useState(() => campaignOf(r));
  // A new answer (saved, submitted, reviewed) is what the forms show.
  useEffect(() => setBrand(brandOf(r)), [r]);
  useEffect(() => setCampaign(campaignOf(r)), [r]);
  if (!r.applies)
    return (
      <Alert variant="info" title="Not needed for this account">
        {r.notApplicable ??
          'Business texting registration (10DLC) is for accounts in the United States only.'}{' '}
        Business texts from this account are not held back by it.
      </Alert>
    );
  const errorOf = (state: WriteState, field: string) => state.errors.find((e) => e.field === field)?.message;
  const text = (
    state: WriteState,
    field: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    editable: boolean,
    description?: string,
  ) => (
    // Keyed by its field: the sample messages are a list of these (one per message).
    <TextField
      key={field}
      label={label}
      value={value}
      onChange={onChange}
      isReadOnly={!editable}
      description={description}
      isInvalid={Boolean(errorOf(state, field))}
      errorMessage={errorOf(state, field)}
    />
  );
  return (
    <div className={stack}>
      {props.sms ? (
        <Alert variant={props.sms.allowed ? 'success' : 'warning'} title="Business texts">
          {props.sms.allowed ? 'Business texts can be sent from this account.' : props.sms.reason}
        </Alert>
      ) : null}
      <p>
        US carriers deliver business texts only from registered businesses: register the brand (who you are),
        then the campaign (what you text). The carrier registry reviews each and approves it, or rejects it
        with a reason you can fix.
      </p>
      <TenDlcPartForm
        title="Brand"
        status={r.brand.status}
        rejectionReason={r.brand.rejectionReason}
        submittedAt={r.brand.submittedAt}
        reviewDueAt={r.brand.reviewDueAt}
        canChange={props.canChange}
        state={props.brandState}
        onSave={() => props.onSave('brand', brand)}
        onSubmit={() => props.onSubmit('brand', brand)}
        onWithdraw={() => props.onWithdraw('brand')}
      >
        {(editable) => (
          <>
            {text(
              props.brandState,
              'legalName',
              'Legal name',
              brand.legalName,
              (legalName) => setBrand({ ...brand, legalName }),
              editable,
            )}
            {text(
              props.brandState,
              'ein',
              'Tax number (EIN)',
              brand.ein,
              (ein) => setBrand({ ...brand, ein }),
              editable,
              'Nine digits, as 12-3456789.',
            )}
            {text(
              props.brandState,
              'website',
              'Website',
              brand.website,
              (website) => setBrand({ ...brand, website }),
              editable,
              'As https://example.com.',
            )}
            <SelectField
              label="Industry"
              value={brand.vertical}
              options={VERTICALS.map((v) => ({ value: v, label: v }))}
              onChange={(v) => setBrand({ ...brand, vertical: v as TenDlcBrand['vertical'] })}
              isDisabled={!editable}
            />
            {text(
              props.brandState,
              'contactEmail',
              'Contact e-mail',
              brand.contactEmail,
              (contactEmail) => setBrand({ ...brand, contactEmail }),
              editable,
            )}
          </>
        )}
      </TenDlcPartForm>
      <TenDlcPartForm
        title="Campaign"
        status={r.campaign.status}
        rejectionReason={r.campaign.rejectionReason}
        submittedAt={r.campaign.submittedAt}
        reviewDueAt={r.campaign.reviewDueAt}
        canChange={props.canChange}
        state={props.campaignState}
        waitingFor={
          r.brand.status === 'approved'
            ? undefined
            : 'The campaign can be submitted once the brand is approved.'
        }
        onSave={() => props.onSave('campaign', campaign)}
        onSubmit={() => props.onSubmit('campaign', campaign)}
        onWithdraw={() => props.onWithdraw('campaign')}
      >
        {(editable) => (
          <>
            <SelectField
              label="What the texts are for"
              value={campaign.useCase}
              options={USE_CASES.map((v) => ({ value: v, label: v }))}
              onChange={(v) => setCampaign({ ...campaign, useCase: v as TenDlcCampaign['useCase'] })}
              isDisabled={!editable}
            />
            {text(
              props.campaignState,
              'description',
              'Description',
              campaign.description,
              (description) => setCampaign({ ...campaign, description }),
              editable,
              'What you text people about, in a sentence or two.',
            )}
            {[0, 1].map((i) =>
              text(
                props.campaignState,
                `sampleMessages.${i}`,
                `Sample message ${i + 1}`,
                campaign.sampleMessages[i] ?? '',
                (m) => {
                  const sampleMessages = [...campaign.sampleMessages];
                  sampleMessages[i] = m;
                  setCampaign({ ...campaign, sampleMessages });
                },
                editable,
                'A text as people will receive it.',
              ),
            )}
            {text(
              props.campaignState,
              'optInDescription',
              'How people agree to receive texts',
              campaign.optInDescription,
              (optInDescription) => setCampaign({ ...campaign, optInDescription }),
              editable,
            )}
          </>
        )}
      </TenDlcPartForm>
    </div>
  );
}
