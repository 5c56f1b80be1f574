import type { ReactElement } from 'react';
import { Button } from '@fluentui/react-button';
import { Tooltip } from '@fluentui/react-tooltip';
import { useRestoreFocusTarget } from '@fluentui/react-tabster';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  // Fluent copies the host FluentProvider's own class names onto every portal node
  // (applyStylesToPortals). If the host gives its provider page styles (full height, a
  // background), a tooltip's portal would cover the whole page and swallow clicks; these keep
  // the tooltip's portal node empty-sized and see-through whatever the host does.
  portal: {
    height: 'auto !important',
    minHeight: '0 !important',
    backgroundColor: 'transparent !important',
  },
});

type IconActionProps = {
  /** Accessible name and tooltip, e.g. 'Edit religion Hindu'. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
};

/**
 * An icon-only button with a name for screen readers and a tooltip for sighted users. It is a
 * focus-restore target: our dialogs open without a DialogTrigger, and this is how Fluent returns
 * focus to the button that opened them.
 */
export function IconAction({ label, icon, onClick }: IconActionProps) {
  const styles = useStyles();
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Tooltip
      content={label}
      relationship="label"
      withArrow
      mountNode={{ className: styles.portal }}
    >
      <Button
        appearance="subtle"
        icon={icon}
        aria-label={label}
        onClick={onClick}
        {...restoreFocusTarget}
      />
    </Tooltip>
  );
}
