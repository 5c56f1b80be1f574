import { Fragment } from 'react';
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
import type { Person } from '@hr/contracts';
import { mediaUp } from '../theme';

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
});

export const EMPTY_VALUE = '—';

export interface PersonDetailsDialogProps {
  person: Person | null;
  open: boolean;
  onClose(): void;
  /** 'user' (a collector) does not see WhatsApp and GPS. */
  variant: 'admin' | 'user';
}

type Row = [label: string, value: string | number | null | undefined, adminOnly?: boolean];

function rowsOf(person: Person): Row[] {
  return [
    ['Name', person.name],
    ['Father name', person.fatherName],
    ['Phone', person.phone],
    ['WhatsApp', person.whatsappNumber, true],
    ['Ward', person.wardNo],
    ['Area', person.areaName],
    ['People in House', person.householdSize],
    ['Religion', person.religion],
    ['Caste', person.caste],
    ['GPS', person.gpsLocation, true],
  ];
}

function display(value: Row[1]): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const text = String(value).trim();
  return text === '' ? EMPTY_VALUE : text;
}

/** 'Person details': a read-only list; empty values show an em dash. */
export function PersonDetailsDialog({ person, open, onClose, variant }: PersonDetailsDialogProps) {
  const styles = useStyles();
  const rows = person
    ? rowsOf(person).filter(([, , adminOnly]) => variant === 'admin' || !adminOnly)
    : [];
  return (
    <Dialog open={open && person !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Person details</DialogTitle>
          <DialogContent>
            <dl className={styles.list}>
              {rows.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className={styles.term}>{label}</dt>
                  <dd className={styles.value}>{display(value)}</dd>
                </Fragment>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button className={styles.button} appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
