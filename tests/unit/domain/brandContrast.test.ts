// The brand's contrast check and image check (MISC-01; decision 0115): WCAG AA (4.5:1) for text
// on the chosen colours and for the primary colour as text on the page, light and dark; images
// told by their first bytes.
import { describe, expect, it } from 'vitest';
import {
  accentProblem,
  contrastRatio,
  luminance,
  primaryProblem,
  textOn,
} from '../../../src/domain/branding/contrast';
import { checkImage, sniffImage } from '../../../src/domain/branding/images';
import { brandColoursSchema } from '../../../src/domain/schemas/branding';
import { messagesByField } from '../../../src/domain/schemas/fieldErrors';

describe('contrast', () => {
  it('MISC-01 computes WCAG ratios: black on white is 21:1, a colour on itself 1:1', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 5);
    expect(luminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b5cad', '#0b5cad')).toBe(1);
    // The WCAG grey at the AA edge: #767676 on white passes (4.54), #777777 does not (4.48).
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('MISC-01 picks the text colour that reads better on a colour', () => {
    expect(textOn('#0b5cad')).toBe('#ffffff');
    expect(textOn('#fde047')).toBe('#0b1220');
  });

  it('MISC-01 refuses a primary colour that is too light in light mode or too dark in dark mode, and an accent no text reads on', () => {
    expect(primaryProblem('#0b5cad', 'light')).toBeUndefined();
    expect(primaryProblem('#7dd3fc', 'light')).toMatch(/light page .* 4\.5:1/);
    expect(primaryProblem('#93c5fd', 'dark')).toBeUndefined();
    expect(primaryProblem('#1e3a8a', 'dark')).toMatch(/dark page/);
    expect(accentProblem('#777777')).toMatch(/Text on this colour reads at 4\.\d+:1/);
    expect(accentProblem('#6d28d9')).toBeUndefined();
  });

  it('MISC-01 the shared schema names the failing colour, as the form shows it', () => {
    const r = brandColoursSchema.safeParse({
      light: { primary: '#7DD3FC', accent: '#6d28d9' },
      dark: { primary: '#93c5fd', accent: '#777777' },
    });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(Object.keys(messagesByField(r.error.issues)).sort()).toEqual(['dark.accent', 'light.primary']);
  });
});

describe('brand images', () => {
  const dataUrl = (bytes: number[], type = 'image/png') =>
    `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

  it('MISC-01 tells an image by its first bytes, whatever type the URL declares', () => {
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new Uint8Array([0x3c, 0x73, 0x76, 0x67]))).toBeUndefined();
    const jpegAsPng = checkImage(dataUrl([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 1024);
    expect(jpegAsPng).toMatchObject({ ok: true, type: 'image/jpeg' });
    if (jpegAsPng.ok) expect(jpegAsPng.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(checkImage(dataUrl([0x3c, 0x73, 0x76, 0x67], 'image/svg+xml'), 1024)).toMatchObject({ ok: false });
    expect(checkImage('https://example.com/logo.png', 1024)).toMatchObject({ ok: false });
  });

  it('MISC-01 refuses an image over its size limit, and takes one at the limit', () => {
    const head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    expect(checkImage(dataUrl([...head, ...new Array(1016).fill(0)]), 1024)).toMatchObject({ ok: true });
    expect(checkImage(dataUrl([...head, ...new Array(1017).fill(0)]), 1024)).toMatchObject({
      ok: false,
      message: 'The image is too large: at most 1 KB.',
    });
  });
});
