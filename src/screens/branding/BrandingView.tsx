// The branding form (MISC-01, ROLE-09; decision 0115): logo, favicon, and the primary and accent
// colours for light and dark, checked with the platform's own schema (AA contrast) as they are
// typed, and a live preview of the portal in the colours chosen.
import { useId, useMemo, useState } from 'react';
import type { BrandAnswer } from '../../api/branding';
import { brandRules, PREVIEW_SELECTOR, useAdoptedStyles } from '../../app/brandTheme';
import { FAVICON_MAX_BYTES, LOGO_MAX_BYTES, sniffImage, tooLarge } from '../../domain/branding/images';
import { type BrandColours, type Branding, brandColoursSchema } from '../../domain/schemas/branding';
import { messagesByField } from '../../domain/schemas/fieldErrors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { brandBand, brandLogo } from '../../ui/brand.css';
import { Card } from '../../ui/Card';
import { Form } from '../../ui/Form';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { TextField } from '../../ui/TextField';
import type { WriteState } from '../common/writeState';
import { colourGrid, columns, fieldset, fileRow, preview, previewLink, thumb } from './BrandingView.css';

export interface BrandingViewProps {
  brand: BrandAnswer;
  canChange: boolean;
  state: WriteState;
  onSave(body: Branding): Promise<boolean>;
}

const SCHEMES = ['light', 'dark'] as const;
const PARTS = [
  ['primary', 'Primary colour', 'Buttons and links.'],
  ['accent', 'Accent colour', 'The band behind your logo in the header.'],
] as const;

/** Reads a chosen file as a data: URL after checking its first bytes and size, as the platform does. */
async function readImage(file: File, maxBytes: number): Promise<{ url?: string; problem?: string }> {
  if (file.size > maxBytes) return { problem: tooLarge(maxBytes) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(bytes)) return { problem: 'This file is not a PNG, JPEG, GIF, WebP or ICO image.' };
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return { url: `data:${file.type || 'image/png'};base64,${btoa(binary)}` };
}

function ImageField(props: {
  label: string;
  value: string | null;
  maxBytes: number;
  disabled: boolean;
  error?: string;
  onChange(url: string | null, problem?: string): void;
}) {
  const id = useId();
  return (
    <div className={fileRow}>
      <label htmlFor={id}>{props.label}</label>
      {props.value ? (
        <img className={thumb} src={props.value} alt={`Current ${props.label.toLowerCase()}`} />
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon"
        disabled={props.disabled}
        aria-describedby={`${id}-help`}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const read = await readImage(file, props.maxBytes);
          props.onChange(read.url ?? props.value, read.problem);
        }}
      />
      <span id={`${id}-help`} className={muted}>
        PNG, JPEG, GIF, WebP or ICO, at most {Math.round(props.maxBytes / 1024)} KB.
      </span>
      {props.error ? (
        <span role="alert" className={muted}>
          {props.error}
        </span>
      ) : null}
      {props.value && !props.disabled ? (
        <Button variant="secondary" onPress={() => props.onChange(null)}>
          Remove {props.label.toLowerCase()}
        </Button>
      ) : null}
    </div>
  );
}

export function BrandingView({ brand, canChange, state, onSave }: BrandingViewProps) {
  // An account that may not set a brand previews the one it shows.
  const start = brand.own ?? {
    logo: brand.canBrand ? null : brand.effective.logo,
    favicon: null,
    colours: brand.effective.colours,
  };
  const [logo, setLogo] = useState<string | null>(start.logo);
  const [favicon, setFavicon] = useState<string | null>(start.favicon);
  const [colours, setColours] = useState<BrandColours>(start.colours);
  const [fileProblems, setFileProblems] = useState<Record<string, string | undefined>>({});
  const checked = useMemo(() => brandColoursSchema.safeParse(colours), [colours]);
  const warnings = checked.success ? {} : messagesByField(checked.error.issues);
  const serverErrors = Object.fromEntries(state.errors.map((e) => [e.field, e.message]));
  // The preview shows the colours as typed once each is a colour (contrast warnings aside).
  const shown = useMemo(() => {
    const hex = /^#[0-9a-f]{6}$/i;
    const ok = SCHEMES.every((s) => hex.test(colours[s].primary) && hex.test(colours[s].accent));
    return ok ? colours : undefined;
  }, [colours]);
  useAdoptedStyles(shown ? brandRules(shown, PREVIEW_SELECTOR) : undefined);
  const editable = canChange && brand.canBrand;
  const set = (scheme: 'light' | 'dark', part: 'primary' | 'accent', value: string) =>
    setColours((c) => ({ ...c, [scheme]: { ...c[scheme], [part]: value.trim().toLowerCase() } }));

  return (
    <div className={stack}>
      {!brand.canBrand ? (
        <Alert variant="info" title="This account shows its partner’s brand">
          <p>
            {brand.effective.fromAccountName
              ? `The logo and colours come from ${brand.effective.fromAccountName}. Only partner and CSP accounts set a brand.`
              : 'Only partner and CSP accounts set a brand. This account shows the standard look.'}
          </p>
        </Alert>
      ) : null}
      {state.message ? <Alert variant="error">{state.message}</Alert> : null}
      {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
      <div className={columns}>
        {brand.canBrand ? (
          <Card title="Logo, icon and colours">
            <Form
              onSubmit={(e) => {
                e.preventDefault();
                if (!checked.success || !editable) return;
                void onSave({ logo, favicon, colours: checked.data });
              }}
            >
              <div className={stack}>
                <ImageField
                  label="Logo"
                  value={logo}
                  maxBytes={LOGO_MAX_BYTES}
                  disabled={!editable}
                  error={fileProblems.logo ?? serverErrors.logo}
                  onChange={(url, problem) => {
                    setLogo(url);
                    setFileProblems((p) => ({ ...p, logo: problem }));
                  }}
                />
                <ImageField
                  label="Browser icon"
                  value={favicon}
                  maxBytes={FAVICON_MAX_BYTES}
                  disabled={!editable}
                  error={fileProblems.favicon ?? serverErrors.favicon}
                  onChange={(url, problem) => {
                    setFavicon(url);
                    setFileProblems((p) => ({ ...p, favicon: problem }));
                  }}
                />
                {SCHEMES.map((scheme) => (
                  <fieldset key={scheme} className={fieldset}>
                    <legend>{scheme === 'light' ? 'Light mode' : 'Dark mode'}</legend>
                    <div className={colourGrid}>
                      {PARTS.map(([part, label, help]) => {
                        const field = `${scheme}.${part}`;
                        const problem = warnings[field] ?? serverErrors[`colours.${field}`];
                        return (
                          <TextField
                            key={part}
                            label={`${label} (${scheme})`}
                            description={`${help} As #rrggbb.`}
                            value={colours[scheme][part]}
                            onChange={(v) => set(scheme, part, v)}
                            isDisabled={!editable}
                            isInvalid={problem !== undefined}
                            errorMessage={problem}
                          />
                        );
                      })}
                    </div>
                  </fieldset>
                ))}
                {editable ? (
                  <div className={toolbar}>
                    <Button type="submit" isDisabled={state.pending || !checked.success}>
                      {state.pending ? 'Saving…' : 'Save brand'}
                    </Button>
                    {!checked.success ? (
                      <span className={muted}>
                        Fix the colours marked above: text must read at 4.5:1 or more.
                      </span>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </Form>
          </Card>
        ) : null}
        <Card title="Preview">
          <div className={preview} data-brand-preview="">
            <span className={brandBand}>
              {logo ? <img className={brandLogo} src={logo} alt="Logo preview" /> : null}
              <span>Switchboard</span>
            </span>
            <p>
              Your people see these colours on every page.{' '}
              <span className={previewLink}>A link looks like this.</span>
            </p>
            <div className={toolbar}>
              <Button onPress={() => undefined}>Primary button</Button>
              <Button variant="secondary" onPress={() => undefined}>
                Secondary button
              </Button>
            </div>
            <p className={muted}>
              The preview follows your light or dark setting; the accounts under yours see the same.
            </p>
          </div>
        </Card>
      </div>
    </div>
  );
}
