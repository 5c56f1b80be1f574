import type { SyntheticEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { Tooltip } from '@fluentui/react-tooltip';
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
      <Tooltip content="View" relationship="label">
        <Button appearance="subtle" icon={<EyeRegular />} onClick={onView} />
      </Tooltip>
      <Tooltip content="Edit" relationship="label">
        <Button appearance="subtle" icon={<EditRegular />} onClick={onEdit} />
      </Tooltip>
      <Tooltip content="Delete" relationship="label">
        <Button appearance="subtle" icon={<DeleteRegular />} onClick={onDelete} />
      </Tooltip>
    </div>
  );
}
