import type { SyntheticEvent } from 'react';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { makeStyles } from '@griffel/react';
import { IconAction } from '@hr/ui';

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'nowrap' } });

export interface RowActionsProps {
  onView(): void;
  onEdit(): void;
  onDelete(): void;
}

// Clicks and key presses on the buttons must not reach the row, which opens on click.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** View, Edit and Delete icon buttons of a table row. */
export function RowActions({ onView, onEdit, onDelete }: RowActionsProps) {
  const styles = useStyles();
  return (
    <div className={styles.row} onClick={stop} onKeyDown={stop}>
      <IconAction label="View" icon={<EyeRegular />} onClick={onView} hint="title" />
      <IconAction label="Edit" icon={<EditRegular />} onClick={onEdit} hint="title" />
      <IconAction label="Delete" icon={<DeleteRegular />} onClick={onDelete} hint="title" />
    </div>
  );
}
