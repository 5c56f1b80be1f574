import { MenuButton } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { makeStyles } from '@griffel/react';
import { InlineMessage, useAction } from '@hr/ui/page';
import { reportFileName, saveFile, toCsv, type ReportSheet } from '../utils/report-file';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({ button: { minHeight: '40px' } });

export interface ReportExportMenuProps {
  /** Exactly what the page shows. */
  sheet: ReportSheet;
  /** What was counted and the filters, for the file name. */
  nameParts: (string | undefined)[];
}

/**
 * "Export" with "CSV" and "Excel": the file is made here from the report on screen (a few
 * hundred rows at most), so it holds exactly what is shown, in the reader's language. The Excel
 * writer is its own chunk, fetched on the first Excel export only.
 */
export function ReportExportMenu({ sheet, nameParts }: ReportExportMenuProps) {
  const t = useAdminT();
  const styles = useStyles();
  const action = useAction();
  const csv = () =>
    void action.run(async () => {
      saveFile(
        new Blob([toCsv(sheet)], { type: 'text/csv;charset=utf-8' }),
        reportFileName(nameParts, 'csv'),
      );
    }, t('reports.exportFailed'));
  const excel = () =>
    void action.run(async () => {
      const { default: writeExcelFile } = await import(
        /* webpackChunkName: "excel-writer" */ 'write-excel-file/browser'
      );
      const bold = sheet.header.map((value) => ({ value, fontWeight: 'bold' as const }));
      const rows = sheet.rows.map((row) => row.map((value) => ({ value })));
      const blob = await writeExcelFile([bold, ...rows], {
        columns: [{ width: 30 }, { width: 14 }, { width: 14 }, { width: 10 }],
      }).toBlob();
      saveFile(blob, reportFileName(nameParts, 'xlsx'));
    }, t('reports.exportFailed'));
  return (
    <div>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton
            className={styles.button}
            icon={<ArrowDownloadRegular />}
            disabledFocusable={action.busy}
          >
            {t('reports.export')}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={csv}>CSV</MenuItem>
            <MenuItem onClick={excel}>{t('reports.excel')}</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {action.error && <InlineMessage>{action.error}</InlineMessage>}
    </div>
  );
}
