import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { MenuButton } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { PeopleExportFormat } from '@hr/contracts';
import { createPeopleExportLink, startDownload, type PeopleExportFilters } from '@hr/api';
import { InlineMessage, OptionalPart, useAction } from '@hr/ui/page';
import { spacing } from '@hr/ui/theme';
import { useUiT } from '@hr/ui/i18n';
import type { ExportMenuPopupProps } from './export-menu-popup';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: spacing(1) },
  button: { minHeight: '40px' },
  message: { maxWidth: '360px' },
});

export interface ExportMenuProps {
  /** Whose export route: the admin's (anyone's people) or the collector's (their own). */
  role: 'admin' | 'user';
  /** What the table shows now: the file holds the same people. */
  filters: PeopleExportFilters;
  className?: string;
  /** On the button, e.g. the collector's 44px touch target. */
  buttonClassName?: string;
}

/** The menu's code, once loaded (the first Export button pointed at loads it for every page). */
let loadedPopup: ComponentType<ExportMenuPopupProps> | null = null;
let loadingPopup: Promise<ComponentType<ExportMenuPopupProps>> | null = null;
function loadPopup(): Promise<ComponentType<ExportMenuPopupProps>> {
  loadingPopup ??= import('./export-menu-popup').then(
    (module) => (loadedPopup = module.ExportMenuPopup),
    (error: unknown) => {
      // Offline before it was ever fetched: the next press asks again.
      loadingPopup = null;
      throw error;
    },
  );
  return loadingPopup;
}

/**
 * "Export" with the items "CSV" and "Excel": asks the server for a one-use link with the
 * table's filters, then lets the browser download it (a large file never sits in page memory).
 * Busy while the link is fetched; a failure shows the server's message or 'Export failed'.
 * The button is on the page's first screen, the menu is not: Fluent's menu code loads when the
 * button is first pointed at, focused or pressed (ExportMenuPopup), and opens once it is in.
 */
export function ExportMenu({ role, filters, className, buttonClassName }: ExportMenuProps) {
  const styles = useStyles();
  const action = useAction();
  const t = useUiT();

  const exportAs = (format: PeopleExportFormat) =>
    void action.run(async () => {
      startDownload(await createPeopleExportLink(role, format, filters));
    }, t('export.failed'));

  const button = useRef<HTMLButtonElement>(null);
  const [Popup, setPopup] = useState(() => loadedPopup);
  const [open, setOpen] = useState(false);
  // Each press tries items that failed to load again (OptionalPart).
  const [attempt, setAttempt] = useState(0);
  const prepare = () => {
    if (!Popup)
      void loadPopup().then(
        (component) => setPopup(() => component),
        () => undefined,
      );
  };
  const show = () => {
    prepare();
    setAttempt((n) => n + 1);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    show();
  };

  return (
    <div className={mergeClasses(styles.root, className)}>
      <MenuButton
        ref={button}
        className={mergeClasses(styles.button, buttonClassName)}
        icon={action.busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
        // Focusable while busy, so focus stays put and screen readers hear the state.
        disabledFocusable={action.busy}
        aria-busy={action.busy || undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
      >
        {t('export.button')}
      </MenuButton>
      {Popup && (
        <OptionalPart attempt={attempt}>
          <Popup
            open={open}
            button={button}
            onChoose={exportAs}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) button.current?.focus();
            }}
          />
        </OptionalPart>
      )}
      {action.error && <InlineMessage className={styles.message}>{action.error}</InlineMessage>}
    </div>
  );
}
