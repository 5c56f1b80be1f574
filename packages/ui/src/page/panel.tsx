import { useId, type HTMLAttributes } from 'react';
import { Subtitle2 } from '@fluentui/react-text';
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
  titled: {
    gap: spacing(2),
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  heading: { margin: 0 },
});

export type PanelProps = HTMLAttributes<HTMLDivElement> & {
  /** With a title the panel is a landmark region named by its h2 heading; without, a plain box. */
  title?: string;
};

/**
 * A card-looking surface. Not Fluent's Card: its focusable-group behaviour (tabster groupper)
 * left dialogs opened on the same page marked aria-hidden by the modalizer, i.e. invisible to
 * assistive technology and to role queries.
 */
export function Panel({ title, className, children, ...props }: PanelProps) {
  const styles = useStyles();
  const headingId = useId();
  if (title === undefined) {
    return (
      <div {...props} className={mergeClasses(styles.root, className)}>
        {children}
      </div>
    );
  }
  return (
    <section
      {...props}
      aria-labelledby={headingId}
      className={mergeClasses(styles.root, styles.titled, className)}
    >
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}
