import { useMemo } from 'react';
import type { DatePickerProps } from '@fluentui/react-datepicker-compat';
import { formatDate, formatNumber, useLanguage } from '@hr/i18n';
import { useAdminT } from '@admin/i18n';
import { dateText, parseDateText } from './date-text';

type CalendarStrings = NonNullable<DatePickerProps['strings']>;
type DateFormatting = NonNullable<DatePickerProps['dateTimeFormatter']>;

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const MONTHS = Array.from({ length: 12 }, (_, i) => Date.UTC(2000, i, 1));

/**
 * Everything the date picker writes, in the reader's language: the calendar's month and weekday
 * names, its digits (Nepali: Devanagari), its buttons' names, and the date in the field as
 * `dateText` writes it and `parseDateText` reads it back.
 */
export function useCalendarTexts() {
  const t = useAdminT();
  const [language] = useLanguage();
  return useMemo(() => {
    // Fluent's texts take the value as '{0}'.
    const withValue = (key: string) => t(key, { value: '{0}' });
    const strings: CalendarStrings = {
      months: MONTHS.map((m) => formatDate(m, { month: 'long', timeZone: 'UTC' }, language)),
      shortMonths: MONTHS.map((m) => formatDate(m, { month: 'short', timeZone: 'UTC' }, language)),
      days: WEEKDAYS.map((d) => t(`dates.weekdays.${d}`)),
      shortDays: WEEKDAYS.map((d) => t(`dates.weekdaysShort.${d}`)),
      goToToday: t('dates.goToToday'),
      prevMonthAriaLabel: t('dates.prevMonth'),
      nextMonthAriaLabel: t('dates.nextMonth'),
      prevYearAriaLabel: t('dates.prevYear'),
      nextYearAriaLabel: t('dates.nextYear'),
      prevYearRangeAriaLabel: t('dates.prevYears'),
      nextYearRangeAriaLabel: t('dates.nextYears'),
      closeButtonAriaLabel: t('dates.close'),
      monthPickerHeaderAriaLabel: withValue('dates.changeYear'),
      yearPickerHeaderAriaLabel: withValue('dates.changeMonth'),
      selectedDateFormatString: withValue('dates.selected'),
      todayDateFormatString: withValue('dates.today'),
    };
    const figure = (n: number) => formatNumber(n, { useGrouping: false }, language);
    const dateTimeFormatter: DateFormatting = {
      formatDay: (date) => figure(date.getDate()),
      formatYear: (date) => figure(date.getFullYear()),
      formatMonth: (date) => strings.months[date.getMonth()]!,
      formatMonthYear: (date) => formatDate(date, { month: 'long', year: 'numeric' }, language),
      formatMonthDayYear: (date) => formatDate(date, { dateStyle: 'long' }, language),
    };
    return {
      strings,
      dateTimeFormatter,
      formatDate: (date?: Date) => (date ? dateText(date, language) : ''),
      parseDate: (text: string) => parseDateText(text, language),
      calendarLabel: t('dates.calendar'),
      pickLabel: (field: string) => t('dates.pick', { field }),
      invalid: t('dates.invalid', { example: dateText(new Date(), language) }),
    };
  }, [t, language]);
}
