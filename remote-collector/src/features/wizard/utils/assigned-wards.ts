import { WARD_CHOICE_MAX } from '@hr/contracts/constants';
import { formatNumber } from '@hr/i18n';
import { collectorText } from '@collector/i18n';

/**
 * The ward field's choices: the collector's assigned wards when there are few enough to pick
 * from (WARD_CHOICE_MAX); none (a text field) for more, or for a collector who may use any ward.
 */
export function wardChoices(wards: readonly number[]): string[] | undefined {
  return wards.length > 0 && wards.length <= WARD_CHOICE_MAX ? wards.map(String) : undefined;
}

const localNumber = (n: number) => formatNumber(n, { useGrouping: false });

/**
 * The server's own check (WARD_NOT_ASSIGNED), made before anything is sent: "Ward 9 is not one of
 * your wards (3, 4)." in the active language and its digits, or undefined when the ward is one of
 * them, when no ward is typed yet (the required check says so), or when any ward will do.
 */
export function wardNotAssigned(wardNo: string, wards: readonly number[]): string | undefined {
  const typed = wardNo.trim();
  if (!typed || wards.length === 0) return undefined;
  const number = /^\d+$/.test(typed) ? Number(typed) : NaN;
  if (wards.includes(number)) return undefined;
  return collectorText('details.wardNotAssigned', {
    ward: Number.isNaN(number) ? typed : localNumber(number),
    wards: wards.map(localNumber).join(', '),
  });
}
