import { useEffect, useRef, type RefObject } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover } from '@fluentui/react-menu';
import type { PeopleExportFormat } from '@hr/contracts';
import { useUiT } from '@hr/ui/i18n';

const FORMATS: readonly { format: PeopleExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
];

export interface ExportMenuPopupProps {
  open: boolean;
  /** The Export button: the menu opens under it and gives the focus back to it. */
  button: RefObject<HTMLButtonElement | null>;
  onClose(returnFocus: boolean): void;
  onChoose(format: PeopleExportFormat): void;
}

/**
 * The items under Export ("CSV", "Excel"), in Fluent's menu anchored to the button. Loaded by
 * ExportMenu when the button is first pointed at, focused or pressed, not with the page.
 */
export function ExportMenuPopup({ open, button, onClose, onChoose }: ExportMenuPopupProps) {
  const t = useUiT();
  const list = useRef<HTMLDivElement>(null);
  // Opened from the button (mouse, Enter, Space or Down): the first item takes the focus, as a
  // menu button's menu does.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Menu
      open={open}
      positioning={{ target: button.current, position: 'below', align: 'start' }}
      onOpenChange={(_, data) => {
        // Escape, Tab or a choice give the focus back to Export; a click elsewhere keeps it there.
        if (!data.open) onClose(data.type !== 'clickOutside' && data.type !== 'scrollOutside');
      }}
    >
      <MenuPopover>
        <MenuList ref={list}>
          {FORMATS.map(({ format, label }) => (
            <MenuItem key={format} onClick={() => onChoose(format)}>
              {format === 'xlsx' ? t('export.excel') : label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
