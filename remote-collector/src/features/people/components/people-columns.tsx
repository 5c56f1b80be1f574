import type { Person } from '@hr/contracts';
import { phoneColumn, RowActions, type Column } from '@hr/ui';

interface Actions {
  onView(person: Person): void;
  onEdit(person: Person): void;
  onDelete(person: Person): void;
  /** The 44px touch target of each row button. */
  buttonClass: string;
}

export function peopleColumns({
  onView,
  onEdit,
  onDelete,
  buttonClass,
}: Actions): Column<Person>[] {
  return [
    { id: 'name', header: 'Name', render: (p) => p.name, sortValue: (p) => p.name, card: 'title' },
    phoneColumn((p: Person) => p.phone),
    {
      id: 'ward',
      header: 'Ward',
      render: (p) => p.wardNo,
      sortValue: (p) => p.wardNo,
      card: 'inline',
      cardLabel: 'Ward',
      width: 80,
    },
    { id: 'area', header: 'Area', render: (p) => p.areaName, card: 'inline' },
    {
      id: 'actions',
      header: 'Actions',
      // The row buttons stop their clicks, so a tap on one never also opens the row.
      card: 'actions',
      // Three 44 px touch buttons and the cell's padding.
      width: 150,
      render: (p) => (
        <RowActions
          onView={() => onView(p)}
          onEdit={() => onEdit(p)}
          onDelete={() => onDelete(p)}
          buttonClassName={buttonClass}
        />
      ),
    },
  ];
}
