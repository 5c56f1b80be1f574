import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/**
 * The collector's screens: collectors work on phones in the field, so every control is at least
 * 44px high (the common touch-target minimum) and button rows wrap instead of pushing the page
 * sideways. Here rather than in remote-collector because its pages and its wizard both use it.
 */
export const useTouchStyles = makeStyles({
  control: { minHeight: '44px' },
  iconButton: { minHeight: '44px', minWidth: '44px' },
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '760px',
    minWidth: 0,
    boxSizing: 'border-box',
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
  },
  /** Around a shared form (PersonForm): its text boxes and selects reach the same 44px. */
  fields: { '& input': { minHeight: '44px' }, '& select': { minHeight: '44px' } },
});
