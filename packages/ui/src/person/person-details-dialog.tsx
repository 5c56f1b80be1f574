import type { ReactNode } from 'react';
import type { Person } from '@hr/contracts';
import { DetailsDialog, type DetailValue } from '@hr/ui/dialogs';
import { formatPhone } from '@hr/ui/phone';
import { uiText, useUiT } from '@hr/ui/i18n';
import { formatDigits, formatNumber, formatReaderDate } from '@hr/i18n';
import { QualityFlagBadges, ReviewStatusBadge } from './review-badges';

export interface PersonDetailsDialogProps {
  person: Person | null;
  open: boolean;
  onClose(): void;
  /** 'user' (a collector) does not see WhatsApp and GPS. */
  variant: 'admin' | 'user';
  /**
   * Shown under the details: the admin passes the record's history (remote-admin fetches it, and
   * its fetch is what logs the view). Without it (the collector) the dialog calls nothing.
   */
  history?: ReactNode;
  /** Buttons before Close: the admin's review actions. */
  actions?: ReactNode;
}

type Row = [label: string, value: DetailValue, adminOnly?: boolean];

function rowsOf(person: Person): Row[] {
  return [
    [uiText('person.detail.name'), person.name],
    [uiText('person.detail.fatherName'), person.fatherName],
    [uiText('person.detail.phone'), formatPhone(person.phone)],
    [
      uiText('person.detail.whatsapp'),
      person.whatsappNumber && formatPhone(person.whatsappNumber),
      true,
    ],
    [uiText('person.detail.ward'), formatDigits(person.wardNo)],
    [uiText('person.detail.area'), person.areaName],
    [uiText('person.detail.householdSize'), formatNumber(person.householdSize)],
    [uiText('person.detail.religion'), person.religion],
    [uiText('person.detail.caste'), person.caste],
    ['GPS', person.gpsLocation, true],
    // The office's review (issue 30): the admin sees all of it.
    [uiText('review.detail.status'), <ReviewStatusBadge status={person.reviewStatus} />, true],
    [uiText('review.detail.comment'), person.reviewComment, true],
    [uiText('review.detail.reviewedBy'), person.reviewedBy?.name, true],
    [
      uiText('review.detail.reviewedAt'),
      person.reviewedAt &&
        formatReaderDate(person.reviewedAt, { dateStyle: 'medium', timeStyle: 'short' }),
      true,
    ],
    [
      uiText('review.detail.flags'),
      person.flags.length > 0 ? <QualityFlagBadges flags={person.flags} /> : null,
      true,
    ],
  ];
}

/** 'Person details': a read-only list; empty values show an em dash. */
export function PersonDetailsDialog({
  person,
  open,
  onClose,
  variant,
  history,
  actions,
}: PersonDetailsDialogProps) {
  const t = useUiT();
  const rows = person
    ? rowsOf(person)
        .filter(([, , adminOnly]) => variant === 'admin' || !adminOnly)
        .map(([label, value]): [string, DetailValue] => [label, value])
    : [];
  return (
    <DetailsDialog
      title={t('person.details')}
      rows={rows}
      open={open && person !== null}
      onClose={onClose}
      actions={actions}
    >
      {history}
    </DetailsDialog>
  );
}
