import { DateField } from './date-field';
import { isInvalidRange, type IsoDate } from './date-text';

export interface DateRangeFieldsProps {
  from: IsoDate;
  to: IsoDate;
  onChange(patch: { from?: IsoDate; to?: IsoDate }): void;
  /** The page's words: its two labels and what it says when From is after To. */
  labels: { from: string; to: string; badRange: string };
}

/**
 * The From and To of a page's filters (Reports, the Map, Activity): two date fields, each a cell
 * of the page's filter grid. From after To is said under To; the page keeps showing what it
 * showed for the last valid range (useLastValid) and asks the server nothing meanwhile.
 */
export function DateRangeFields({ from, to, onChange, labels }: DateRangeFieldsProps) {
  return (
    <>
      <DateField label={labels.from} value={from} onChange={(value) => onChange({ from: value })} />
      <DateField
        label={labels.to}
        value={to}
        onChange={(value) => onChange({ to: value })}
        validationMessage={isInvalidRange(from, to) ? labels.badRange : undefined}
      />
    </>
  );
}
