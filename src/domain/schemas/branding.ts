// Branding (issue 24 item 3; MISC-01, ROLE-09; C-489..C-495; decision 0115): a partner's or CSP
// account's logo, favicon and colours, and its branding line groups. The same schemas check the
// portal's form and the platform's calls, contrast included (src/domain/branding/contrast.ts).
import { accentProblem, isHexColour, primaryProblem, type Scheme } from '../branding/contrast';
import { checkImage, FAVICON_MAX_BYTES, LOGO_MAX_BYTES } from '../branding/images';
import { rowIdSchema } from './common';
import { z } from './zod';

const colourSchema = z
  .string({ error: 'Enter a colour as #rrggbb.' })
  .trim()
  .toLowerCase()
  .refine(isHexColour, { error: 'Enter a colour as #rrggbb, for example #0b5cad.' });

const schemeColoursSchema = (scheme: Scheme) =>
  z.object({ primary: colourSchema, accent: colourSchema }).superRefine((c, ctx) => {
    if (!isHexColour(c.primary) || !isHexColour(c.accent)) return;
    const p = primaryProblem(c.primary, scheme);
    if (p) ctx.addIssue({ code: 'custom', path: ['primary'], message: p });
    const a = accentProblem(c.accent);
    if (a) ctx.addIssue({ code: 'custom', path: ['accent'], message: a });
  });

export const brandColoursSchema = z
  .object({ light: schemeColoursSchema('light'), dark: schemeColoursSchema('dark') })
  .meta({ id: 'BrandColours' });
export type BrandColours = z.output<typeof brandColoursSchema>;

const imageSchema = (maxBytes: number) =>
  z
    .string({ error: 'Choose a PNG, JPEG, GIF, WebP or ICO image.' })
    .transform((text, ctx) => {
      const checked = checkImage(text, maxBytes);
      if (checked.ok) return checked.dataUrl;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    })
    .nullable();

/** PUT: the whole brand. A null logo or favicon removes it. */
export const brandingSchema = z
  .object({
    logo: imageSchema(LOGO_MAX_BYTES),
    favicon: imageSchema(FAVICON_MAX_BYTES),
    colours: brandColoursSchema,
  })
  .meta({ id: 'Branding' });
export type Branding = z.output<typeof brandingSchema>;

/** PATCH: any of the fields; colours may name one scheme's one colour. */
export const brandingPatchSchema = z
  .object({
    logo: imageSchema(LOGO_MAX_BYTES).optional(),
    favicon: imageSchema(FAVICON_MAX_BYTES).optional(),
    colours: z
      .object({
        light: z.object({ primary: colourSchema.optional(), accent: colourSchema.optional() }).optional(),
        dark: z.object({ primary: colourSchema.optional(), accent: colourSchema.optional() }).optional(),
      })
      .optional(),
  })
  .meta({ id: 'BrandingPatch' });
export type BrandingPatch = z.output<typeof brandingPatchSchema>;

/** The portal's colours, used until an account (or one above it) sets its own. */
export const DEFAULT_BRAND_COLOURS: BrandColours = {
  light: { primary: '#0b5cad', accent: '#0b5cad' },
  dark: { primary: '#6ea8fe', accent: '#6ea8fe' },
};

/** A branding line group: a named group of the account's lines that present one caller name. */
export const brandingLineGroupSchema = z
  .object({
    name: z
      .string({ error: 'Enter a name.' })
      .trim()
      .min(1, { error: 'Enter a name.' })
      .max(80, { error: 'A name has at most 80 characters.' }),
    description: z
      .string({ error: 'A description is text.' })
      .trim()
      .max(500, { error: 'A description has at most 500 characters.' })
      .default(''),
    callerIdName: z
      .string({ error: 'Enter the caller name.' })
      .trim()
      .min(1, { error: 'Enter the caller name.' })
      .max(15, { error: 'A caller name has at most 15 characters.' })
      .regex(/^[A-Za-z0-9 .,&'-]+$/, { error: "Use letters, digits, spaces and . , & ' - only." }),
    extensionIds: z
      .array(rowIdSchema('Choose lines of this account.'), { error: 'Choose lines of this account.' })
      .max(500, { error: 'A group has at most 500 lines.' })
      .default([]),
  })
  .meta({ id: 'BrandingLineGroup' });
export type BrandingLineGroup = z.output<typeof brandingLineGroupSchema>;
