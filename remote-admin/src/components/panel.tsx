import type { HTMLAttributes } from 'react';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { spacing } from '@hr/ui/theme';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: spacing(1.5),
    minWidth: 0,
    padding: spacing(2),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

/**
 * A card-looking surface. Not Fluent's Card: its focusable-group behaviour (tabster groupper)
 * left dialogs opened on the same page marked aria-hidden by the modalizer, i.e. invisible to
 * assistive technology and to role queries.
 */
export function Panel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  return <div {...props} className={mergeClasses(styles.root, className)} />;
}
