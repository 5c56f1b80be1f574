import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Caption1, Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { Religion } from '@hr/contracts';
import { formatNumber } from '@hr/i18n';
import { spacing } from '@hr/ui/theme';
import { IconAction } from '@hr/ui/page';
import { useLookupsT } from '@lookups/i18n';

type ReligionListProps = {
  religions: Religion[];
  selectedId: string | null;
  onSelect: (religion: Religion) => void;
  onEdit: (religion: Religion) => void;
  onDelete: (religion: Religion) => void;
  /** An entry of its own right under the selected religion (the castes panel on phones). */
  underSelected?: ReactNode;
};

/**
 * The religions as a plain list: each entry is a select button (aria-current marks the selected
 * one) followed by its edit and delete buttons. Not a listbox, because options may not contain
 * other buttons; every control here is a native button, so Tab, Enter and Space just work.
 */
export function ReligionList({
  religions,
  selectedId,
  onSelect,
  onEdit,
  onDelete,
  underSelected,
}: ReligionListProps) {
  const t = useLookupsT();
  return (
    <List aria-label={t('religions.title')}>
      {religions.map((religion) => {
        const selected = religion.id === selectedId;
        return (
          <Fragment key={religion.id}>
            <Item $selected={selected}>
              <SelectButton
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(religion)}
              >
                <Text weight="semibold">{religion.name}</Text>{' '}
                <Count>
                  {t('religions.casteCount', {
                    count: religion.castes.length,
                    n: formatNumber(religion.castes.length),
                  })}
                </Count>
              </SelectButton>
              <IconAction
                label={t('religions.editOne', { name: religion.name })}
                icon={<EditRegular />}
                onClick={() => onEdit(religion)}
              />
              <IconAction
                label={t('religions.deleteOne', { name: religion.name })}
                icon={<DeleteRegular />}
                onClick={() => onDelete(religion)}
              />
            </Item>
            {selected && underSelected && <Under>{underSelected}</Under>}
          </Fragment>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The selected entry gets a background and a brand bar on its left edge, so the state does not
// rest on colour alone.
const Item = styled.li<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${spacing(0.5)};
  padding-right: ${spacing(0.5)};
  border-radius: ${tokens.borderRadiusMedium};
  border-left: ${spacing(0.5)} solid
    ${({ $selected }) => ($selected ? tokens.colorBrandStroke1 : 'transparent')};
  background: ${({ $selected }) =>
    $selected ? tokens.colorSubtleBackgroundSelected : tokens.colorSubtleBackground};

  &:hover {
    background: ${({ $selected }) =>
      $selected ? tokens.colorSubtleBackgroundSelected : tokens.colorSubtleBackgroundHover};
  }
`;

const Under = styled.li`
  margin: ${spacing(0.5)} 0 ${spacing(1)};
`;

const SelectButton = styled.button`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
  padding: ${spacing(1)} ${spacing(1.5)};
  border: none;
  border-radius: ${tokens.borderRadiusMedium};
  background: transparent;
  color: ${tokens.colorNeutralForeground1};
  font: inherit;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:focus-visible {
    outline: ${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2};
    outline-offset: -2px;
  }
`;

const Count = styled(Caption1)`
  color: ${tokens.colorNeutralForeground2};
`;
