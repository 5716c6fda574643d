import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/a11y.css';
import { vars } from '../../../ui/theme.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The diagram's frame: scrolls both ways; its colours follow the theme (light and dark). */
export const diagramFrame = style({
  selectors: { '&:focus-visible': focusRing },
  overflow: 'auto',
  maxHeight: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  vars: {
    '--cf-bg': vars.color.bg,
    '--cf-surface': vars.color.surface,
    '--cf-border': vars.color.textMuted,
    '--cf-border-strong': vars.color.text,
    '--cf-text': vars.color.text,
    '--cf-muted': vars.color.textMuted,
    '--cf-edge': vars.color.textMuted,
    '--cf-label-border': vars.color.border,
    '--cf-error': vars.color.danger,
    '--cf-active': vars.color.accent,
    '--cf-active-surface': vars.color.accentSurface,
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted });

// The diagram's drawing (flowDiagram.ts draws classes only): styled here, not inside the SVG,
// since the page's content security policy refuses inline style elements.
const inDiagram = (selector: string, rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(`${diagramFrame} ${selector}`, rules);
inDiagram('.cf', { fontFamily: 'ui-sans-serif, system-ui, sans-serif', fontSize: 12 });
inDiagram('.cf-bg', { fill: 'var(--cf-bg)' });
inDiagram('.cf-box', { fill: 'var(--cf-surface)', stroke: 'var(--cf-border)', strokeWidth: 1.25 });
inDiagram('.cf-kind', {
  fill: 'var(--cf-muted)',
  fontSize: 10,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
inDiagram('.cf-name', { fill: 'var(--cf-text)', fontWeight: 650, fontSize: 13 });
inDiagram('.cf-node-number > .cf-box', { stroke: 'var(--cf-border-strong)', strokeWidth: 2 });
inDiagram('.cf-node-missing > .cf-box', { stroke: 'var(--cf-error)', strokeDasharray: '4 3' });
inDiagram('.cf-edge path', { fill: 'none', stroke: 'var(--cf-edge)', strokeWidth: 1.25 });
inDiagram('.cf-arrow', { fill: 'var(--cf-edge)' });
inDiagram('.cf-label-bg', { fill: 'var(--cf-surface)', stroke: 'var(--cf-label-border)', strokeWidth: 0.75 });
inDiagram('.cf-label', { fill: 'var(--cf-text)' });
inDiagram('.cf-node[data-active] > .cf-box', {
  stroke: 'var(--cf-active)',
  strokeWidth: 3,
  fill: 'var(--cf-active-surface)',
});
inDiagram('.cf-edge[data-active] path', { stroke: 'var(--cf-active)', strokeWidth: 2.5 });
inDiagram('.cf-edge[data-active] .cf-label-bg', { stroke: 'var(--cf-active)', strokeWidth: 1.5 });
