import { useState, type HTMLAttributes } from 'react';
import { FieldContextProvider, useFieldControlProps_unstable } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { currentLanguage, formatDate, formatNumber, localeOf, useLanguage } from '@hr/i18n';
import { spacing } from '@hr/ui/theme';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  row: { display: 'grid', columnGap: spacing(0.5) },
  select: { width: '100%', minWidth: 0, textOverflow: 'ellipsis' },
});

type Part = 'day' | 'month' | 'year';
/** Each part's share of the row: a month's name is the longest, a day the shortest. */
const SHARE: Record<Part, string> = { day: '1fr', month: '1.4fr', year: '1.2fr' };
interface Parts {
  day: string;
  month: string;
  year: string;
}

const split = (value: string): Parts => {
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  return { year, month, day };
};
const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Day, month and year in the order the reader's locale writes a date ('en-US': month first). */
function partOrder(): Part[] {
  const language = currentLanguage();
  const locale = language === 'en' ? undefined : localeOf(language);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' })
    .formatToParts(new Date(Date.UTC(2000, 0, 31)))
    .map((p) => p.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
}

type FieldControl = Pick<
  HTMLAttributes<HTMLElement>,
  'id' | 'aria-labelledby' | 'aria-describedby' | 'aria-invalid'
>;

export interface DatePartsProps {
  /** `YYYY-MM-DD`, or '' while any part is unset. */
  value: string;
  onChange(value: string): void;
}

/**
 * A date as three selects, day, month and year, written in the reader's language (month names,
 * digits and order), where the browser's own date input follows the browser's language and its
 * picker icon vanished on a dark background. A part left unset leaves the date open ('').
 */
export function DateParts({ value, onChange }: DatePartsProps) {
  const styles = useStyles();
  const t = useAdminT();
  useLanguage();
  // The Field's label names the group and its message describes it; the selects inside are not
  // the Field's control (each would take its id and its label).
  const field = useFieldControlProps_unstable<FieldControl>({}, { supportsLabelFor: false });
  // Parts chosen so far: a day alone is not yet a date, but stays shown.
  const [parts, setParts] = useState<Parts>(() => split(value));
  const [last, setLast] = useState(value);
  if (value !== last) {
    // Set from outside (cleared): show it.
    setLast(value);
    if (value !== '' || (parts.day && parts.month && parts.year)) setParts(split(value));
  }

  const set = (part: Part, next: string) => {
    const p = { ...parts, [part]: next };
    if (p.day && p.month && p.year) {
      // 31 March to February: the month's last day.
      p.day = pad(Math.min(Number(p.day), daysIn(Number(p.year), Number(p.month))));
    }
    setParts(p);
    const date = p.day && p.month && p.year ? `${p.year}-${p.month}-${p.day}` : '';
    setLast(date);
    if (date !== value) onChange(date);
  };

  const thisYear = new Date().getFullYear();
  // Newest first: a filter of the log looks back.
  const years = Array.from({ length: 11 }, (_, i) => String(thisYear - i));
  if (parts.year && !years.includes(parts.year)) years.push(parts.year);
  const days = parts.month && parts.year ? daysIn(Number(parts.year), Number(parts.month)) : 31;
  const number = (n: number) => formatNumber(n, { useGrouping: false });
  const options: Record<Part, { label: string; items: [string, string][] }> = {
    day: {
      label: t('activity.day'),
      items: Array.from({ length: days }, (_, i) => [pad(i + 1), number(i + 1)]),
    },
    month: {
      label: t('activity.month'),
      items: Array.from({ length: 12 }, (_, i) => [
        pad(i + 1),
        formatDate(Date.UTC(2000, i, 1), { month: 'long', timeZone: 'UTC' }),
      ]),
    },
    year: { label: t('activity.year'), items: years.map((y) => [y, number(Number(y))]) },
  };

  const order = partOrder();
  return (
    <div
      role="group"
      id={field.id}
      aria-labelledby={field['aria-labelledby']}
      aria-describedby={field['aria-describedby']}
      className={styles.row}
      style={{ gridTemplateColumns: order.map((p) => `minmax(0, ${SHARE[p]})`).join(' ') }}
    >
      <FieldContextProvider value={undefined}>
        {order.map((part) => (
          <Select
            key={part}
            aria-label={options[part].label}
            aria-invalid={field['aria-invalid']}
            select={{ className: styles.select }}
            value={parts[part]}
            onChange={(_, d) => set(part, d.value)}
          >
            <option value="">{options[part].label}</option>
            {options[part].items.map(([v, text]) => (
              <option key={v} value={v}>
                {text}
              </option>
            ))}
          </Select>
        ))}
      </FieldContextProvider>
    </div>
  );
}
