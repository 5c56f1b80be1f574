import { MERGE_FIELDS } from '@hr/contracts/constants';
import type { DuplicatePair, MergeField, MergePairBody, Person } from '@hr/contracts';
import { EMPTY_VALUE } from '@hr/ui/dialogs';
import { formatPhone } from '@hr/ui/phone';
import { formatDigits, formatNumber, formatReaderDate } from '@hr/i18n';
import { adminText } from '@admin/i18n';

/** The pair's two records, as the API names them. */
export type Side = 'a' | 'b';
export const SIDES: readonly Side[] = ['a', 'b'];
export const otherSide = (side: Side): Side => (side === 'a' ? 'b' : 'a');

/** An open pair: both records are there (a decided pair may have lost one). */
export type OpenPair = DuplicatePair & { a: Person; b: Person };
export const isOpenPair = (pair: DuplicatePair): pair is OpenPair => !!pair.a && !!pair.b;

type Shown = MergeField | 'createdBy' | 'createdAt';

const text = (value: string | number | null | undefined): string => {
  const shown = value === null || value === undefined ? '' : String(value).trim();
  return shown === '' ? EMPTY_VALUE : shown;
};

/** The creator's full name, or 'Unknown' when the account is gone. */
export function creatorName(person: Person): string {
  const by = person.createdBy;
  const name = by ? `${by.firstName} ${by.lastName}`.trim() : '';
  return name || adminText('people.unknown');
}

/** When a record was added, as the reader writes dates ("3 Nov 2025, 14:05"). */
export const addedOn = (person: Person): string =>
  formatReaderDate(person.createdAt, { dateStyle: 'medium', timeStyle: 'short' });

/** Each field the comparison shows, in the details dialog's order, as text. */
const VALUES: Record<Shown, (p: Person) => string> = {
  name: (p) => text(p.name),
  fatherName: (p) => text(p.fatherName),
  wardNo: (p) => formatDigits(text(p.wardNo)),
  areaName: (p) => text(p.areaName),
  phone: (p) => (p.phone ? formatPhone(p.phone) : EMPTY_VALUE),
  whatsappNumber: (p) => (p.whatsappNumber ? formatPhone(p.whatsappNumber) : EMPTY_VALUE),
  householdSize: (p) => formatNumber(p.householdSize),
  religion: (p) => text(p.religion),
  caste: (p) => text(p.caste),
  gpsLocation: (p) => text(p.gpsLocation),
  createdBy: creatorName,
  createdAt: addedOn,
};

export interface PairField {
  id: Shown;
  label: string;
  a: string;
  b: string;
  differs: boolean;
  /**
   * How the merged record gets it: `choose` (a choice between the two values), `religion` (the
   * caste goes with the chosen religion, so the pair stays one the lookups know) or `kept` (who
   * added it and when stay the kept record's).
   */
  merge: 'choose' | 'religion' | 'kept' | 'same';
}

const SHOWN: readonly Shown[] = [...MERGE_FIELDS, 'createdBy', 'createdAt'];

const label = (id: Shown): string =>
  id === 'createdBy'
    ? adminText('duplicates.pair.addedBy')
    : id === 'createdAt'
      ? adminText('duplicates.pair.addedOn')
      : adminText(`fields.${id}`);

/** Every field of both records, side by side, with whether and how they differ. */
export function pairFields(pair: OpenPair): PairField[] {
  const religionDiffers = VALUES.religion(pair.a) !== VALUES.religion(pair.b);
  return SHOWN.map((id) => {
    const a = VALUES[id](pair.a);
    const b = VALUES[id](pair.b);
    const differs = a !== b;
    let merge: PairField['merge'] = 'same';
    if (differs) {
      if (id === 'createdBy' || id === 'createdAt') merge = 'kept';
      else if (id === 'caste' && religionDiffers) merge = 'religion';
      else merge = 'choose';
    }
    return { id, label: label(id), a, b, differs, merge };
  });
}

/** The record kept by default: the older one (it was there first), `a` when they tie. */
export function defaultKeep(pair: OpenPair): Side {
  return Date.parse(pair.b.createdAt) < Date.parse(pair.a.createdAt) ? 'b' : 'a';
}

/** Which record each differing field's value comes from, and which record is kept. */
export interface MergeChoices {
  keep: Side;
  fields: Partial<Record<MergeField, Side>>;
}

/** Every differing field from the kept record: what choosing a record to keep pre-selects. */
export function choicesFor(pair: OpenPair, keep: Side): MergeChoices {
  const fields: MergeChoices['fields'] = {};
  for (const field of pairFields(pair)) {
    if (field.merge === 'choose') fields[field.id as MergeField] = keep;
  }
  return { keep, fields };
}

/**
 * The merge request: the kept record's id, the side of every field that differs (the caste with
 * the religion's) and the pair's version as listed, so a record changed since is refused (409).
 */
export function mergeBody(pair: OpenPair, choices: MergeChoices): MergePairBody {
  const fields: Record<string, Side> = {};
  for (const field of pairFields(pair)) {
    if (field.merge === 'choose')
      fields[field.id] = choices.fields[field.id as MergeField] ?? choices.keep;
    if (field.merge === 'religion') fields.caste = choices.fields.religion ?? choices.keep;
  }
  return { keep: pair[choices.keep].id, fields, version: pair.version };
}

/** The fields whose value the kept record takes from the removed one, by their labels. */
export function takenFromRemoved(pair: OpenPair, choices: MergeChoices): string[] {
  const body = mergeBody(pair, choices);
  const removed = otherSide(choices.keep);
  return pairFields(pair)
    .filter((field) => body.fields?.[field.id] === removed)
    .map((field) => field.label);
}
