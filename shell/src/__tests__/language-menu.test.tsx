import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@hr/i18n';
import { openAt, resetSession, screenWidth, signedInAs } from './support/app';
import { fixtureCatalog, TODAY } from './support/remotes';

jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  screenWidth(1280);
});
afterEach(() => setLanguage('en'));

describe('language menu', () => {
  it('offers each language in its own script, each option marked with its lang', async () => {
    openAt('/login/admin');
    const menu = await screen.findByRole('combobox', { name: 'Language' });
    const options = [...(menu as HTMLSelectElement).options].map((o) => [o.textContent, o.lang]);
    expect(options).toEqual([
      ['English', 'en'],
      ['हिन्दी', 'hi'],
      ['नेपाली', 'ne'],
    ]);
  });

  it('switches the login page to Hindi and Nepali in place: stored, <html lang>, typed text kept', async () => {
    openAt('/login/admin');
    const identifier = await screen.findByLabelText('Email or phone');
    await userEvent.type(identifier, 'admin@example.org');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    expect(await screen.findByRole('heading', { name: 'एडमिन साइन इन' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    // The same input element, still holding what was typed: no reload, no remount.
    expect(screen.getByLabelText('ईमेल या फ़ोन')).toBe(identifier);
    expect(identifier).toHaveValue('admin@example.org');
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('साइन इन · परिवार रजिस्टर'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'ne');
    expect(await screen.findByRole('heading', { name: 'एडमिन साइन इन' })).toBeInTheDocument();
    expect(screen.getByLabelText('इमेल वा फोन')).toHaveValue('admin@example.org');
    expect(localStorage.getItem('language')).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en');
    expect(await screen.findByLabelText('Email or phone')).toHaveValue('admin@example.org');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is in the signed-in header, and the sidebar follows the language', async () => {
    signedInAs('admin');
    // remote_lookups as its descriptor ships it: its item's label in each language.
    const lookups = {
      ...TODAY.remote_lookups,
      sidebar: [
        {
          label: 'Lookups',
          labels: { hi: 'सूचियाँ', ne: 'सूचीहरू' },
          path: '/admin/lookups',
          icon: 'lookups',
          order: 30,
        },
      ],
    };
    openAt(
      '/admin/dashboard',
      fixtureCatalog({
        remote_admin: { descriptor: TODAY.remote_admin },
        remote_lookups: { descriptor: lookups },
      }),
    );
    await screen.findByRole('link', { name: 'Lookups' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ne');
    expect(await screen.findByRole('link', { name: 'सूचीहरू' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लग आउट' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'मुख्य नेभिगेसन' })).toBeInTheDocument();
  });
});
