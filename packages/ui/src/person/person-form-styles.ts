import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { mediaUp } from '../theme';

/** One column on phones (collectors use 360px screens), two from the sm breakpoint up. */
export const usePersonFormStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    width: '100%',
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  wide: { [mediaUp('sm')]: { gridColumn: '1 / -1' } },
  control: { width: '100%', minHeight: '40px' },
});
