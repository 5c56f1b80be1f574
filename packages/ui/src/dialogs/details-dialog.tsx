import {
  Fragment,
  isValidElement,
  useEffect,
  useRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from '@fluentui/react-button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { mediaUp } from '@hr/ui/theme';
import { useUiT } from '@hr/ui/i18n';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(600px, calc(100vw - 32px))' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalXS,
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
    [mediaUp('sm')]: {
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      rowGap: tokens.spacingVerticalS,
    },
  },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  value: {
    margin: 0,
    overflowWrap: 'anywhere',
    marginBottom: tokens.spacingVerticalS,
    [mediaUp('sm')]: { marginBottom: 0 },
  },
  button: { minHeight: '40px' },
  // Focused when the dialog opens (a heading, not a control): no ring.
  title: { ':focus': { outline: 'none' } },
  // The scroll box's focus ring a little off its text, in the thin stroke, not against the letters.
  content: {
    ':focus-visible': {
      outline: `${tokens.strokeWidthThin} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

export const EMPTY_VALUE = '—';

/** A text, or an element (a badge) shown as it is. */
export type DetailValue = string | number | null | undefined | ReactElement;

export interface DetailsDialogProps {
  title: string;
  /** Label and value pairs, in order; an empty value shows an em dash. */
  rows: [label: string, value: DetailValue][];
  open: boolean;
  onClose(): void;
  /** More content under the list (the admin's history of a person). */
  children?: ReactNode;
  /** More buttons before Close (the admin's review of a person). */
  actions?: ReactNode;
}

function display(value: DetailValue): ReactNode {
  if (isValidElement(value)) return value;
  if (value === null || value === undefined) return EMPTY_VALUE;
  const text = String(value).trim();
  return text === '' ? EMPTY_VALUE : text;
}

/**
 * A read-only list of labelled values with a Close button. Mount it only while shown: a closed
 * Fluent Dialog left mounted keeps tabster's modalizer from activating the next dialog.
 */
export function DetailsDialog({
  title,
  rows,
  open,
  onClose,
  children,
  actions,
}: DetailsDialogProps) {
  const t = useUiT();
  const styles = useStyles();
  // A screen reader starts at the heading ('Person details'), then reads the list: Fluent's
  // Dialog focuses its first focusable (the scroll box) in its effect; this one runs after it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </DialogTitle>
          {/* Focusable: on a phone the list scrolls, and keyboard users must be able to scroll it. */}
          <DialogContent tabIndex={0} className={styles.content}>
            <dl className={styles.list}>
              {rows.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className={styles.term}>{label}</dt>
                  <dd className={styles.value}>{display(value)}</dd>
                </Fragment>
              ))}
            </dl>
            {children}
          </DialogContent>
          <DialogActions>
            {actions}
            <Button className={styles.button} appearance="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
