import { useState } from 'react';
import { Field } from '@fluentui/react-field';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { makeStyles } from '@griffel/react';
import { useMediaQuery } from '@hr/ui/page';
import { isoDate, parseIsoDate, typedIsoDate, type IsoDate } from './date-text';
import { useCalendarTexts } from './use-calendar-texts';

const useStyles = makeStyles({
  field: { minWidth: 0 },
  picker: { width: '100%', minWidth: 0 },
});

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: IsoDate;
  onChange(value: IsoDate): void;
  /** The range's own message (To before From), shown when the text itself is a date. */
  validationMessage?: string;
}

/**
 * A date typed (in the reader's language or as 2026-11-28) or chosen from a calendar, written in
 * the reader's language and digits. Emptied, the date is none. What is not a date says so under
 * the field and leaves the date as it was.
 */
export function DateField({ label, value, onChange, validationMessage }: DateFieldProps) {
  const styles = useStyles();
  const texts = useCalendarTexts();
  // With a mouse a click types and the icon opens the calendar; on a touch screen a tap opens it.
  const touch = useMediaQuery('(pointer: coarse)');
  const [notADate, setNotADate] = useState(false);
  return (
    <Field
      className={styles.field}
      label={label}
      validationMessage={notADate ? texts.invalid : validationMessage}
    >
      <DatePicker
        className={styles.picker}
        allowTextInput
        openOnClick={touch}
        // Said, not left to the default: Fluent opens on a click unless it is told this.
        disableAutoFocus
        value={parseIsoDate(value)}
        onChange={(_, { value: text }) => {
          const date = typedIsoDate(text);
          if (!date) return;
          setNotADate(false);
          onChange(isoDate(date));
        }}
        onSelectDate={(date) => onChange(date ? isoDate(date) : '')}
        onValidationResult={({ error }) => setNotADate(error === 'invalid-input')}
        formatDate={texts.formatDate}
        parseDateFromString={texts.parseDate}
        strings={texts.strings}
        dateTimeFormatter={texts.dateTimeFormatter}
        // The icon opens the calendar: a button named for it (Fluent names it after the input's
        // value, nothing while the field is empty).
        contentAfter={{ 'aria-label': texts.pickLabel(label), 'aria-labelledby': undefined }}
        popupSurface={{ 'aria-label': texts.calendarLabel }}
      />
    </Field>
  );
}
