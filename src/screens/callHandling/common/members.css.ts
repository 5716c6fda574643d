// The member lists of queues and groups (MemberListField).
import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const members = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const member = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const memberName = style({ flex: '1 1 12rem' });
export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const legend = style({ fontWeight: 500 });
