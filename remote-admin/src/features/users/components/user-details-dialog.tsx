import { Button } from '@fluentui/react-button';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { User } from '@hr/contracts';
import { spacing } from '@hr/ui/theme';
import { fullName } from '../utils/user-form';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: spacing(2),
    rowGap: spacing(1),
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export interface UserDetailsDialogProps {
  user: User;
  onClose(): void;
}

/**
 * Mount it only while shown: a closed Fluent Dialog left mounted keeps tabster's modalizer
 * from activating the next dialog, which then stays aria-hidden.
 */

export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  const styles = useStyles();
  const rows: [string, string][] = [
    ['Name', fullName(user)],
    ['Phone', user.phone],
    ['Email', user.email || '—'],
    ['Gender', user.gender || '—'],
    ['People added', String(user.personCount)],
  ];
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>User details</DialogTitle>
          <DialogContent>
            <dl className={styles.list}>
              {rows.map(([term, value]) => (
                <div key={term} style={{ display: 'contents' }}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
