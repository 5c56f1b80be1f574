// The collector's pages in Hindi and Nepali: My People and every wizard step show the remote's
// own translations (its `collector` namespace, loaded on switching), with no English text of the
// page left, and a switch in the middle of the wizard keeps what was typed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from '@hr/i18n';
import { expectNoEnglish, renderRemote } from '@hr/test-support';
import { collectorApi, typedPhone } from './support/collector-api';
import { stubGeolocation } from './support/geolocation';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';
import hi from '@collector/locales/hi.json';
import ne from '@collector/locales/ne.json';
import en from '@collector/locales/en.json';

const collector = { routes: CollectorRoutes, descriptor };
const TEXTS = { hi, ne } as const;
/** Figures as each language writes them, counts and phones alike: Hindi Latin, Nepali Devanagari. */
const DIGITS = {
  hi: (text: string) => text,
  ne: (text: string) => text.replace(/[0-9]/g, (d) => '०१२३४५६७८९'[Number(d)]!),
};

jest.setTimeout(60_000);

const server = collectorApi();

beforeEach(async () => {
  localStorage.clear();
  await server.signIn();
  stubGeolocation({ coords: { latitude: 12.9715987, longitude: 77.5945627 } });
});
afterEach(() => act(() => setLanguage('en')));

/** The English texts of this remote that must not be left on a translated page. */
const ENGLISH = [
  en.myPeople.title,
  en.myPeople.subtitle,
  en.myPeople.tableTitle,
  en.addPerson.subtitle,
  en.steps.phone,
  en.steps.details,
  en.phoneStep.label,
  en.otpStep.editPhone,
  en.details.back,
  en.location.refresh,
];

describe.each(['hi', 'ne'] as const)(
  'the collector pages in %s',
  (language: Language & keyof typeof TEXTS) => {
    const t = TEXTS[language];

    it('My People: title, table, count and headers', async () => {
      await server.addPeople(2);
      await act(() => setLanguage(language));
      renderRemote(collector, '/user/dashboard');
      expect(await screen.findByRole('heading', { name: t.myPeople.title })).toBeInTheDocument();
      expect(screen.getByText(t.myPeople.subtitle)).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: t.myPeople.tableTitle });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
      // The count and the phones in the one digit system of the language.
      const total = t.myPeople.total_other.replace('{{total}}', DIGITS[language]('2'));
      expect(screen.getByText(total)).toBeInTheDocument();
      const phones = within(table)
        .getAllByText(/^\+/)
        .map((cell) => cell.textContent);
      expect(phones.join(' ')).toMatch(language === 'ne' ? /^[^0-9]+$/ : /^[+0-9\s]+$/);
      for (const header of [t.columns.name, t.columns.ward, t.columns.area, t.columns.actions]) {
        expect(
          within(table).getByRole('columnheader', { name: new RegExp(header) }),
        ).toBeInTheDocument();
      }
      expect(screen.getByPlaceholderText(t.myPeople.searchPlaceholder)).toBeInTheDocument();
      expect(document.title).toContain(t.myPeople.title);
      expectNoEnglish(ENGLISH);
    });

    it('the wizard: phone, code and details steps, with the typed phone kept across a switch', async () => {
      const user = userEvent.setup({ delay: null });
      renderRemote(collector, '/user/people/new');
      const phone = typedPhone();
      await user.type(await screen.findByLabelText('Person Phone Number'), phone);
      // Switching with the phone typed keeps it.
      await act(() => setLanguage(language));
      const input = await screen.findByLabelText(t.phoneStep.label);
      expect(input).toHaveValue(phone);
      for (const step of [t.steps.phone, t.steps.otp, t.steps.details]) {
        expect(screen.getByText(step)).toBeInTheDocument();
      }
      expectNoEnglish(ENGLISH);

      await user.click(screen.getByRole('button', { name: t.phoneStep.send }));
      expect(await screen.findByText(t.addPerson.otpSent)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.otpStep.editPhone })).toBeInTheDocument();
      // The typed phone grouped as in the lists, in the language's digits.
      const grouped = DIGITS[language](`${phone.slice(0, 5)} ${phone.slice(5)}`);
      expect(screen.getByText(t.otpStep.sentTo.replace('{{phone}}', grouped))).toBeInTheDocument();
      const code = await server.codeFor(phone);
      await user.type(screen.getByLabelText(t.otpStep.label, { selector: 'input' }), code);
      await user.click(screen.getByRole('button', { name: t.otpStep.verify }));

      expect(await screen.findByText(t.addPerson.otpVerified)).toBeInTheDocument();
      expect(await screen.findByText(t.location.captured)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.details.save })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.details.back })).toBeInTheDocument();
      expectNoEnglish(ENGLISH);
    });
  },
);
