import type { SyntheticEvent } from 'react';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { makeStyles } from '@griffel/react';
import { IconAction } from '@hr/ui/page';
import { useUiT } from '@hr/ui/i18n';

/**
 * The width of an Actions column: three 32 px buttons and a little room (the cell's padding comes
 * on top, as for every column's width). Any more was taken from the names beside it.
 */
export const ROW_ACTIONS_WIDTH = 100;

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'nowrap' } });

export interface RowActionsProps {
  onView(): void;
  /** Without it, no Edit button (a supervisor's read-only rows). */
  onEdit?(): void;
  /** Without it, no Delete button (a supervisor may not delete). */
  onDelete?(): void;
  /** For each button, e.g. the collector's 44px touch target. */
  buttonClassName?: string;
}

// Clicks and key presses on the buttons must not reach the row, which opens on click.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * View, Edit and Delete icon buttons (those given) of a table row (admin tables and the collector's My People).
 * A native title rather than a Fluent Tooltip: a tooltip popping up as focus returns from a
 * dialog fights the dialog's modal focus handling, and on a phone there is no hover anyway.
 */
export function RowActions({ onView, onEdit, onDelete, buttonClassName }: RowActionsProps) {
  const styles = useStyles();
  const t = useUiT();
  return (
    <div className={styles.row} onClick={stop} onKeyDown={stop}>
      <IconAction
        label={t('common.view')}
        icon={<EyeRegular />}
        onClick={onView}
        hint="title"
        className={buttonClassName}
      />
      {onEdit && (
        <IconAction
          label={t('common.edit')}
          icon={<EditRegular />}
          onClick={onEdit}
          hint="title"
          className={buttonClassName}
        />
      )}
      {onDelete && (
        <IconAction
          label={t('common.delete')}
          icon={<DeleteRegular />}
          onClick={onDelete}
          hint="title"
          className={buttonClassName}
        />
      )}
    </div>
  );
}
