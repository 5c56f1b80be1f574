import type { MouseEvent, ReactElement } from 'react';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import type { Person } from '@hr/contracts';
import type { Column } from '@hr/ui';

interface Actions {
  onView(person: Person): void;
  onEdit(person: Person): void;
  onDelete(person: Person): void;
  buttonClass: string;
  actionsClass: string;
}

export function peopleColumns({
  onView,
  onEdit,
  onDelete,
  buttonClass,
  actionsClass,
}: Actions): Column<Person>[] {
  // Row buttons must not also count as a click on the row.
  const act = (fn: (p: Person) => void, person: Person) => (event: MouseEvent) => {
    event.stopPropagation();
    fn(person);
  };
  const action = (label: string, icon: ReactElement, fn: (p: Person) => void, person: Person) => (
    // A native title rather than a Fluent Tooltip: a tooltip popping up as focus returns from a
    // dialog fights the dialog's modal focus handling, and on a phone there is no hover anyway.
    <Button
      className={buttonClass}
      appearance="subtle"
      icon={icon}
      aria-label={label}
      title={label}
      onClick={act(fn, person)}
    />
  );
  return [
    { id: 'name', header: 'Name', render: (p) => p.name, sortValue: (p) => p.name },
    { id: 'phone', header: 'Phone', render: (p) => p.phone, sortValue: (p) => p.phone },
    { id: 'ward', header: 'Ward', render: (p) => p.wardNo, sortValue: (p) => p.wardNo },
    { id: 'area', header: 'Area', render: (p) => p.areaName },
    {
      id: 'actions',
      header: 'Actions',
      render: (p) => (
        <div className={actionsClass}>
          {action('View', <EyeRegular />, onView, p)}
          {action('Edit', <EditRegular />, onEdit, p)}
          {action('Delete', <DeleteRegular />, onDelete, p)}
        </div>
      ),
    },
  ];
}
