import type { SyntheticEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { makeStyles } from '@griffel/react';

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
      <Button
        appearance="subtle"
        icon={<EyeRegular />}
        aria-label="View"
        title="View"
        onClick={onView}
      />
      <Button
        appearance="subtle"
        icon={<EditRegular />}
        aria-label="Edit"
        title="Edit"
        onClick={onEdit}
      />
      <Button
        appearance="subtle"
        icon={<DeleteRegular />}
        aria-label="Delete"
        title="Delete"
        onClick={onDelete}
      />
    </div>
  );
}
