import type { ReactElement } from 'react';
import { Button } from '@fluentui/react-button';
import { Tooltip } from '@fluentui/react-tooltip';
import { useRestoreFocusTarget } from '@fluentui/react-tabster';

export type IconActionProps = {
  /** Accessible name and tooltip, e.g. 'Edit religion Hindu'. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
};

/**
 * An icon-only button with a name for screen readers and a tooltip for sighted users. It is a
 * focus-restore target: our dialogs open without a DialogTrigger, and this is how Fluent (tabster)
 * returns focus to the opener and lifts the aria-hidden it put on the page while the dialog was open.
 */
export function IconAction({ label, icon, onClick }: IconActionProps) {
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Tooltip content={label} relationship="label" withArrow>
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
