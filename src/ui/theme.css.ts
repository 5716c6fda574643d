import { assignVars, createThemeContract, globalStyle, style } from '@vanilla-extract/css';

// One contract, two colour sets. `themeClass` (put on <html> by the entry) assigns the light set
// and swaps in the dark set under `prefers-color-scheme: dark`: the system setting decides, and
// no script has to toggle anything.
export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentText: null,
    accentSurface: null,
    danger: null,
    dangerText: null,
    dangerSurface: null,
    warning: null,
    warningSurface: null,
    success: null,
    successSurface: null,
    info: null,
    infoSurface: null,
    neutral: null,
    neutralSurface: null,
    focusRing: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, stat: null },
  fontWeight: { normal: null, medium: null, bold: null },
  font: { body: null, mono: null },
  shadow: { raised: null, overlay: null },
});

const lightColors = {
  bg: '#f5f6f8',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  text: '#1b1f24',
  textMuted: '#57606a',
  border: '#c9d1d9',
  accent: '#0b5cad',
  accentText: '#ffffff',
  accentSurface: '#e8f1fb',
  danger: '#b42318',
  dangerText: '#ffffff',
  dangerSurface: '#fef3f2',
  warning: '#8a5300',
  warningSurface: '#fff6e0',
  success: '#1a7f37',
  successSurface: '#eafbef',
  info: '#0b5cad',
  infoSurface: '#eaf3fd',
  neutral: '#57606a',
  neutralSurface: '#eef1f4',
  focusRing: '#1f6feb',
};

const darkColors: typeof lightColors = {
  bg: '#0f1216',
  surface: '#171b21',
  surfaceRaised: '#20262e',
  text: '#e6edf3',
  textMuted: '#a3adb8',
  border: '#3b444f',
  accent: '#6ea8fe',
  accentText: '#0b1220',
  accentSurface: '#132338',
  danger: '#ff8a80',
  dangerText: '#1a0806',
  dangerSurface: '#3a1715',
  warning: '#e3b341',
  warningSurface: '#33280c',
  success: '#56d364',
  successSurface: '#12301c',
  info: '#79c0ff',
  infoSurface: '#0f2740',
  neutral: '#a3adb8',
  neutralSurface: '#262c34',
  focusRing: '#79c0ff',
};

const tokens = {
  color: lightColors,
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2.5rem',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '999px' },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    stat: '2rem',
  },
  fontWeight: { normal: '400', medium: '500', bold: '650' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  shadow: {
    raised: '0 1px 2px rgb(0 0 0 / 0.06), 0 1px 3px rgb(0 0 0 / 0.08)',
    overlay: '0 12px 32px rgb(0 0 0 / 0.25)',
  },
};

export const themeClass = style({
  vars: assignVars(vars, tokens),
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: assignVars(vars.color, darkColors),
    },
  },
});

// A small reset: box sizing, no default margins, inherited fonts on controls.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle('body', {
  minHeight: '100vh',
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, dl, dd, figure, blockquote', { margin: 0 });

globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: 1.25, fontWeight: vars.fontWeight.bold });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('table', { borderCollapse: 'collapse' });
