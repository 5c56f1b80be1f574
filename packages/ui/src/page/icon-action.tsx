import type { ReactElement } from 'react';
import { Button } from '@fluentui/react-button';
import { Tooltip } from '@fluentui/react-tooltip';
import { useRestoreFocusTarget } from '@fluentui/react-tabster';

export type IconActionProps = {
  /** Accessible name and tooltip, e.g. 'Edit religion Hindu'. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  /**
   * 'title' shows the label as a native title instead of a Fluent Tooltip: in table rows whose
   * dialogs close with the row re-rendered, a tooltip popping up as focus returns fought the
   * dialog's modal focus handling.
   */
  hint?: 'tooltip' | 'title';
  /** E.g. the collector's 44px touch target. */
  className?: string;
};

/**
 * An icon-only button with a name for screen readers and a tooltip for sighted users. It is a
 * focus-restore target: our dialogs open without a DialogTrigger, and this is how Fluent (tabster)
 * returns focus to the opener and lifts the aria-hidden it put on the page while the dialog was open.
 */
export function IconAction({ label, icon, onClick, hint = 'tooltip', className }: IconActionProps) {
  const restoreFocusTarget = useRestoreFocusTarget();
  const button = (
    <Button
      className={className}
      appearance="subtle"
      icon={icon}
      aria-label={label}
      title={hint === 'title' ? label : undefined}
      onClick={onClick}
      {...restoreFocusTarget}
    />
  );
  if (hint === 'title') return button;
  return (
    <Tooltip content={label} relationship="label" withArrow>
      {button}
    </Tooltip>
  );
}
