import type { Person } from '@hr/contracts';
import { formatDigits, type TFunction } from '@hr/i18n';
import { RowActions, type Column } from '@hr/ui/table';
import { phoneColumn } from '@hr/ui/phone';
import { ReviewStatusBadge } from '@hr/ui/person';

interface Actions {
  onView(person: Person): void;
  onEdit(person: Person): void;
  onDelete(person: Person): void;
  /** The 44px touch target of each row button. */
  buttonClass: string;
  /** The `collector` texts, so the headers follow the language. */
  t: TFunction;
}

export function peopleColumns({
  onView,
  onEdit,
  onDelete,
  buttonClass,
  t,
}: Actions): Column<Person>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      render: (p) => p.name,
      sortValue: (p) => p.name,
      card: 'title',
    },
    phoneColumn((p: Person) => p.phone),
    {
      id: 'ward',
      header: t('columns.ward'),
      render: (p) => formatDigits(p.wardNo),
      sortValue: (p) => p.wardNo,
      card: 'inline',
      cardLabel: t('columns.ward'),
      width: 80,
    },
    { id: 'area', header: t('columns.area'), render: (p) => p.areaName, card: 'inline' },
    {
      // Where the office's review stands: pending, verified or sent back for correction.
      id: 'review',
      header: t('columns.review'),
      render: (p) => <ReviewStatusBadge status={p.reviewStatus} />,
      width: 140,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
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
