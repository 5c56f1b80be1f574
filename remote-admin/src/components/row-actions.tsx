import type { ReactElement, SyntheticEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { useRestoreFocusTarget } from '@fluentui/react-tabster';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'nowrap' } });

export interface RowActionsProps {
  onView(): void;
  onEdit(): void;
  onDelete(): void;
}

// Clicks and key presses on the buttons must not reach the row, which opens on click.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * An icon button named for screen readers (title for sighted users). It is a focus-restore
 * target: our dialogs open without a DialogTrigger, and this is how Fluent (tabster) returns
 * focus to the opener and lifts the aria-hidden it put on the page while the dialog was open.
 */
function IconAction({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  onClick(): void;
}) {
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Button
      appearance="subtle"
      icon={icon}
      aria-label={label}
      title={label}
      onClick={onClick}
      {...restoreFocusTarget}
    />
  );
}

/** View, Edit and Delete icon buttons of a table row. */
export function RowActions({ onView, onEdit, onDelete }: RowActionsProps) {
  const styles = useStyles();
  return (
    <div className={styles.row} onClick={stop} onKeyDown={stop}>
      <IconAction label="View" icon={<EyeRegular />} onClick={onView} />
      <IconAction label="Edit" icon={<EditRegular />} onClick={onEdit} />
      <IconAction label="Delete" icon={<DeleteRegular />} onClick={onDelete} />
    </div>
  );
}
