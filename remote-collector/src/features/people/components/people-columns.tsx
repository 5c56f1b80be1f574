import type { Person } from '@hr/contracts';
import { RowActions, type Column } from '@hr/ui';

interface Actions {
  onView(person: Person): void;
  onEdit(person: Person): void;
  onDelete(person: Person): void;
  /** The 44px touch target of each row button. */
  buttonClass: string;
}

export function peopleColumns({ onView, onEdit, onDelete, buttonClass }: Actions): Column<Person>[] {
  return [
    { id: 'name', header: 'Name', render: (p) => p.name, sortValue: (p) => p.name },
    { id: 'phone', header: 'Phone', render: (p) => p.phone, sortValue: (p) => p.phone },
    { id: 'ward', header: 'Ward', render: (p) => p.wardNo, sortValue: (p) => p.wardNo },
    { id: 'area', header: 'Area', render: (p) => p.areaName },
    {
      id: 'actions',
      header: 'Actions',
      // The row buttons stop their clicks, so a tap on one never also opens the row.
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
