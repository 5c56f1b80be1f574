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
    // The whole main column, as the admin's pages: a 760px column left 40% of a 1280px screen empty.
    width: '100%',
    minWidth: 0,
    boxSizing: 'border-box',
  },
  /** A form of one or two short fields (a phone, a code): a field as wide as what it holds. */
  shortField: { maxWidth: '480px' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
  },
  /**
   * The Save row of a long form (the 11-field person form) on a phone: it sticks to the bottom of
   * the screen while the fields scroll under it, so Save is always one tap away. Being in the
   * flow, it sits after the last field once scrolled to the end (never covering it); the extra
   * bottom padding keeps it above a phone's home indicator.
   */
  stickyActions: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: `calc(${tokens.spacingVerticalS} + env(safe-area-inset-bottom, 0px))`,
  },
  /** On a Card around such a form: Fluent's Card clips (overflow: hidden), which stops sticking. */
  stickyHost: { overflow: 'visible' },
  /** Around a shared form (PersonForm): its text boxes and selects reach the same 44px. */
  fields: { '& input': { minHeight: '44px' }, '& select': { minHeight: '44px' } },
});
