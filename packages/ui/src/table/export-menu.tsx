import { MenuButton } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { PeopleExportFormat } from '@hr/contracts';
import { createPeopleExportLink, startDownload, type PeopleExportFilters } from '@hr/api';
import { InlineMessage, useAction } from '@hr/ui/page';
import { spacing } from '@hr/ui/theme';
import { useUiT } from '@hr/ui/i18n';

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

const FORMATS: readonly { format: PeopleExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
];

/**
 * "Export" with the items "CSV" and "Excel": asks the server for a one-use link with the
 * table's filters, then lets the browser download it (a large file never sits in page memory).
 * Busy while the link is fetched; a failure shows the server's message or 'Export failed'.
 */
export function ExportMenu({ role, filters, className, buttonClassName }: ExportMenuProps) {
  const styles = useStyles();
  const action = useAction();
  const t = useUiT();

  const exportAs = (format: PeopleExportFormat) =>
    void action.run(async () => {
      startDownload(await createPeopleExportLink(role, format, filters));
    }, t('export.failed'));

  return (
    <div className={mergeClasses(styles.root, className)}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton
            className={mergeClasses(styles.button, buttonClassName)}
            icon={action.busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
            // Focusable while busy, so focus stays put and screen readers hear the state.
            disabledFocusable={action.busy}
            aria-busy={action.busy || undefined}
          >
            {t('export.button')}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {FORMATS.map(({ format, label }) => (
              <MenuItem key={format} onClick={() => exportAs(format)}>
                {format === 'xlsx' ? t('export.excel') : label}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {action.error && <InlineMessage className={styles.message}>{action.error}</InlineMessage>}
    </div>
  );
}
