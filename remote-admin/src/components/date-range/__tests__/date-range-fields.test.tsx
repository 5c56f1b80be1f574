import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-provider';
import { formatDate, setLanguage } from '@hr/i18n';
import { lightTheme } from '@hr/ui/theme';
import { adminTextsReady } from '@admin/i18n';
import { DateRangeFields } from '../date-range-fields';
import { parseDateText } from '../date-text';

jest.setTimeout(30_000);

const LABELS = { from: 'From', to: 'To', badRange: 'To must not be before From' };

/** The range as a page holds it, shown beside the fields as the page would send it. */
function Range({ from = '', to = '' }: { from?: string; to?: string }) {
  const [range, setRange] = useState({ from, to });
  return (
    <FluentProvider theme={lightTheme}>
      <DateRangeFields
        {...range}
        onChange={(patch) => setRange((r) => ({ ...r, ...patch }))}
        labels={LABELS}
      />
      <output data-testid="range">{`${range.from}..${range.to}`}</output>
    </FluentProvider>
  );
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const range = () => screen.getByTestId('range').textContent;

beforeAll(() => adminTextsReady);
afterEach(() => act(() => setLanguage('en')));

describe('DateRangeFields', () => {
  it('takes a date typed as 2026-11-28 at once and writes it in the reader’s words', async () => {
    const user = userEvent.setup();
    render(<Range />);
    await user.type(field('From'), '2026-11-28');
    expect(range()).toBe('2026-11-28..');
    expect(field('From')).toHaveValue('Nov 28, 2026');
  });

  it('reads a date as written ("Nov 3, 2026", "3 November 2026") once the field is left; emptied, the date is none', async () => {
    const user = userEvent.setup();
    render(<Range from="2026-01-01" />);
    await user.clear(field('From'));
    await user.type(field('From'), 'Nov 3, 2026');
    await user.tab();
    expect(range()).toBe('2026-11-03..');
    await user.type(field('To'), '3 November 2026');
    await user.tab();
    expect(range()).toBe('2026-11-03..2026-11-03');
    await user.clear(field('From'));
    await user.tab();
    expect(range()).toBe('..2026-11-03');
  });

  it('says when the text is not a date and keeps the date it had', async () => {
    const user = userEvent.setup();
    render(<Range from="2026-11-28" />);
    await user.clear(field('From'));
    await user.type(field('From'), '31 Febtember');
    await user.tab();
    const example = formatDate(new Date(), { dateStyle: 'medium' }, 'en');
    expect(
      screen.getByText(`Not a date. Type one like ${example} or choose it from the calendar.`),
    ).toBeInTheDocument();
    expect(field('From')).toHaveAttribute('aria-invalid', 'true');
    expect(range()).toBe('2026-11-28..');
    expect(field('From')).toHaveValue('Nov 28, 2026');
    await user.clear(field('From'));
    await user.type(field('From'), '2026-11-27');
    expect(screen.queryByText(/^Not a date/)).not.toBeInTheDocument();
  });

  it('a day chosen from the calendar; From after To said under To', async () => {
    const user = userEvent.setup();
    render(<Range to="2026-11-10" />);
    await user.type(field('From'), '2026-11-20');
    expect(screen.getByText('To must not be before From')).toBeInTheDocument();
    expect(field('To')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Choose a date for To' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    // Opened on the field's date: November 2026, the 25th a button named with its full date.
    await user.click(within(calendar).getByRole('button', { name: /^25, November, 2026/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(range()).toBe('2026-11-20..2026-11-25');
    expect(field('To')).toHaveValue('Nov 25, 2026');
    expect(screen.queryByText('To must not be before From')).not.toBeInTheDocument();
  });

  it('in Nepali: the calendar’s names and digits, the field’s date, and a date typed in Devanagari', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('ne'));
    render(<Range to="2026-11-10" />);
    const to = field('To');
    expect(to).toHaveValue(formatDate(new Date(2026, 10, 10), { dateStyle: 'medium' }, 'ne'));
    expect(to.value).toMatch(/^[^0-9]+$/);
    await user.click(screen.getByRole('button', { name: "'To' को मिति छान्नुहोस्" }));
    const calendar = await screen.findByRole('dialog', { name: 'क्यालेन्डर' });
    expect(within(calendar).getAllByText('१२').length).toBeGreaterThan(0);
    expect(within(calendar).getByText('आ')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'आजमा जानुहोस्' })).toBeInTheDocument();
    expect(calendar.textContent).not.toMatch(/[0-9]|[A-Za-z]{3}/);
    await user.keyboard('{Escape}');

    await user.type(field('From'), '२०२६-११-०१');
    expect(range()).toBe('2026-11-01..2026-11-10');
  });
});

describe('parseDateText', () => {
  it.each([
    ['2026-11-28', 'en', '2026-11-28'],
    ['11/28/2026', 'en', '2026-11-28'],
    ['28/11/2026', 'hi', '2026-11-28'],
    ['Sept 3 2026', 'en', '2026-09-03'],
    ['28 नवंबर 2026', 'hi', '2026-11-28'],
    ['२८ नोभेम्बर २०२६', 'ne', '2026-11-28'],
    ['नोभेम्बर २८, २०२६', 'ne', '2026-11-28'],
    ['2026 Nov 28', 'ne', '2026-11-28'],
  ] as const)('%s (%s) is %s', (text, language, iso) => {
    const date = parseDateText(text, language)!;
    expect(date).not.toBeNull();
    expect(
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
    ).toBe(iso);
  });

  it.each([['Feb 30, 2026'], ['2026-13-01'], ['11/28/26'], ['Nov 2026'], ['tomorrow']])(
    '%s is not a day',
    (text) => expect(parseDateText(text, 'en')).toBeNull(),
  );
});
