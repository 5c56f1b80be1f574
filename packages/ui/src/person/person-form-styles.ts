import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { mediaUp } from '@hr/ui/theme';

/** One column on phones (collectors use 360px screens), two from the sm breakpoint up. */
export const usePersonFormStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    width: '100%',
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    // Each field its own height: stretched to a neighbour's with a hint, its box grew taller.
    alignItems: 'start',
    // A grid item is as wide as its content by default: a long caste name would widen its field.
    '& > *': { minWidth: 0 },
  },
  wide: { [mediaUp('sm')]: { gridColumn: '1 / -1' } },
  control: { width: '100%', minWidth: 0, minHeight: '40px' },
  /**
   * A field shown but locked (the phone after verification, or of a saved person): a filled,
   * muted box without the editable field's accent line, so it does not invite typing. It keeps its
   * focus line (::after) and `readOnly`, which screen readers announce.
   */
  readOnly: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderTopColor: tokens.colorTransparentStroke,
    borderRightColor: tokens.colorTransparentStroke,
    borderLeftColor: tokens.colorTransparentStroke,
    borderBottomColor: tokens.colorTransparentStroke,
    ':hover': {
      borderTopColor: tokens.colorTransparentStroke,
      borderRightColor: tokens.colorTransparentStroke,
      borderLeftColor: tokens.colorTransparentStroke,
      borderBottomColor: tokens.colorTransparentStroke,
    },
    '& input': { color: tokens.colorNeutralForeground2, cursor: 'default' },
  },
  /**
   * The native <select> of Religion and Caste: sized by the box, not by its longest option (a
   * long caste name made it 482px on a 360px phone); the chosen name is cut with an ellipsis.
   */
  select: { width: '100%', minWidth: 0, textOverflow: 'ellipsis' },
});
