// The admin's pages in Hindi and Nepali: the dashboard, All People, the user detail page, the
// activity log and the API tokens page show this remote's own translations (namespace `admin`,
// loaded on switching) with none of their English left, and a switch keeps what the admin typed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, formatNumber, setLanguage, type Language } from '@hr/i18n';
import { expectNoEnglish, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';
import en from '@admin/locales/en.json';
import hi from '@admin/locales/hi.json';
import ne from '@admin/locales/ne.json';

const admin = { routes: AdminRoutes, descriptor };
const TEXTS = { hi, ne } as const;

jest.setTimeout(60_000);

const server = adminApi();
beforeEach(() => server.fresh());
afterEach(() => act(() => setLanguage('en')));

/** English texts of these pages that must not be left on a translated one. */
const ENGLISH = [
  en.dashboard.title,
  en.dashboard.subtitle,
  en.stats.totalUsers,
  en.stats.topContributors,
  en.createUser.title,
  en.people.title,
  en.people.household,
  en.userDetail.peopleAdded,
  en.activity.loadMore,
  en.apiTokens.create,
  en.apiTokens.nameHint,
  en.users.actions,
  en.reports.byWard,
  en.reports.seeAll,
  en.reports.groupByLabel,
  en.reports.periods.all,
  en.reports.allWards,
];

describe.each(['hi', 'ne'] as const)('the admin pages in %s', (language: Language) => {
  const t = TEXTS[language as keyof typeof TEXTS];

  it('the dashboard: cards, Create User and the users table', async () => {
    await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, 3);
    await act(() => setLanguage(language));
    renderRemote(admin, '/admin/dashboard');
    expect(await screen.findByRole('heading', { name: t.dashboard.title })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: t.stats.totalUsers })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: t.stats.topContributors })).toBeInTheDocument();
    const users = screen.getByRole('table', { name: t.users.tableLabel });
    for (const header of [t.users.name, t.users.peopleAdded, t.users.actions]) {
      expect(
        within(users).getByRole('columnheader', { name: new RegExp(header) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: t.registrations.title })).toBeInTheDocument();
    expect(document.title).toContain(t.dashboard.documentTitle);
    expectNoEnglish(ENGLISH);
  });

  it('Create User keeps what was typed across a switch and says what is missing in the language', async () => {
    const user = userEvent.setup({ delay: null });
    renderRemote(admin, '/admin/dashboard');
    const first = await screen.findByLabelText(/First Name/);
    await user.type(first, 'Mina');
    await act(() => setLanguage(language));
    expect(await screen.findByLabelText(new RegExp(t.userFields.firstName))).toHaveValue('Mina');
    // The section's toggle bears the same words: the form's own button submits.
    const submit = screen
      .getAllByRole('button', { name: t.createUser.submit })
      .find((b) => b.getAttribute('type') === 'submit')!;
    await user.click(submit);
    // The last name is missing: its error is in the language, under the field.
    const lastName = t.userFields.lastName;
    expect(
      await screen.findByText((text) => text.startsWith(lastName) && text !== lastName),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('is required');
  });

  it('All People, the user detail page, the activity log and API tokens', async () => {
    const collector = await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, 2);
    await act(() => setLanguage(language));
    const { unmount } = renderRemote(admin, '/admin/people');
    expect(await screen.findByRole('heading', { name: t.people.title })).toBeInTheDocument();
    const people = await screen.findByRole('table', { name: t.people.tableLabel });
    await waitFor(() => expect(within(people).getAllByRole('row')).toHaveLength(3));
    expect(
      within(people).getByRole('columnheader', { name: new RegExp(t.people.household) }),
    ).toBeInTheDocument();
    // The ward in the language's digits, as the household sizes beside it.
    const ward = within(people).getAllByRole('row')[1]!.querySelectorAll('td')[3]!;
    expect(ward.textContent).toMatch(language === 'ne' ? /^[०-९]+$/ : /^[0-9]+$/);
    expectNoEnglish(ENGLISH);
    unmount();

    const detail = renderRemote(admin, `/admin/users/${collector.id}`);
    expect(
      await screen.findByRole('heading', { name: t.userDetail.peopleAdded }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.userDetail.back })).toBeInTheDocument();
    expectNoEnglish(ENGLISH);
    detail.unmount();

    const activity = renderRemote(admin, '/admin/activity');
    const { user } = activity;
    expect(await screen.findByRole('heading', { name: t.activity.title })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: t.activity.tableLabel })).toBeInTheDocument();
    expect(screen.getAllByText(t.actions.user_created).length).toBeGreaterThan(0);
    // The date fields in the reader's language: a date typed in shows in its words and digits,
    // and the calendar names its months and writes its days so.
    const from = screen.getByRole('combobox', { name: t.activity.from });
    await user.type(from, '2026-11-12');
    expect(from).toHaveValue(formatDate(new Date(2026, 10, 12), { dateStyle: 'medium' }, language));
    await user.click(
      screen.getByRole('button', { name: t.dates.pick.replace('{{field}}', t.activity.from) }),
    );
    const calendar = await screen.findByRole('dialog', { name: t.dates.calendar });
    const november = formatDate(
      Date.UTC(2000, 10, 1),
      { month: 'long', timeZone: 'UTC' },
      language,
    );
    expect(calendar).toHaveTextContent(november);
    const twelve = formatNumber(12, { useGrouping: false }, language);
    expect(within(calendar).getAllByText(twelve).length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectNoEnglish(ENGLISH);
    activity.unmount();

    renderRemote(admin, '/admin/api-tokens');
    expect(await screen.findByRole('heading', { name: t.apiTokens.title })).toBeInTheDocument();
    expect(await screen.findByText(t.apiTokens.nameHint)).toBeInTheDocument();
    expectNoEnglish(ENGLISH);
  });

  it('the Reports page: filters, chart, table, totals and export', async () => {
    await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, [
      { wardNo: '3', gps: 'By the river' },
    ]);
    await act(() => setLanguage(language));
    renderRemote(admin, '/admin/reports');
    expect(await screen.findByRole('heading', { name: t.reports.title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: t.reports.tableLabel });
    for (const header of [
      t.reports.groupBy.ward,
      t.reports.households,
      t.reports.people,
      t.reports.share,
    ]) {
      expect(
        within(table).getByRole('columnheader', { name: new RegExp(header) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: t.reports.groupByLabel })).toBeInTheDocument();
    // One numeral system on the page: the ward's number in the language's digits, as its counts
    // (Nepali १, Hindi 1), in the table and among the Ward filter's choices.
    const three = formatNumber(3, {}, language);
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent(three);
    expect(
      within(screen.getByRole('combobox', { name: t.reports.ward })).getByRole('option', {
        name: three,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.reports.chartTitle.ward })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.reports.export })).toBeInTheDocument();
    expect(
      screen.getByText(t.reports.withoutLocation_one.replace('{{n}}', formatNumber(1))),
    ).toBeInTheDocument();
    expectNoEnglish(ENGLISH);
  });
});
