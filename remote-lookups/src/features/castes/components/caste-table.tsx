import styled from 'styled-components';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-table';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { Caste } from '@hr/contracts';
import { IconAction } from '@hr/ui/page';
import { useLookupsT } from '@lookups/i18n';

type CasteTableProps = {
  religionName: string;
  castes: Caste[];
  onEdit: (caste: Caste) => void;
  onDelete: (caste: Caste) => void;
};

export function CasteTable({ religionName, castes, onEdit, onDelete }: CasteTableProps) {
  const t = useLookupsT();
  return (
    <Table aria-label={t('castes.tableLabel', { religion: religionName })} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('castes.name')}</TableHeaderCell>
          <ActionsHeader>{t('castes.actions')}</ActionsHeader>
        </TableRow>
      </TableHeader>
      <TableBody>
        {castes.map((caste) => (
          <TableRow key={caste.id}>
            <NameCell>{caste.name}</NameCell>
            <ActionsCell>
              <IconAction
                label={t('castes.editOne', { name: caste.name })}
                icon={<EditRegular />}
                onClick={() => onEdit(caste)}
              />
              <IconAction
                label={t('castes.deleteOne', { name: caste.name })}
                icon={<DeleteRegular />}
                onClick={() => onDelete(caste)}
              />
            </ActionsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const NameCell = styled(TableCell)`
  overflow-wrap: anywhere;
`;

// Two icon buttons wide, so the name column takes the rest.
const ActionsHeader = styled(TableHeaderCell)`
  width: 96px;
`;

const ActionsCell = styled(TableCell)`
  white-space: nowrap;
`;
