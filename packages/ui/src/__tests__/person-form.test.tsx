import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Religion } from '@hr/contracts';
import {
  PersonForm,
  defaultReligion,
  emptyPersonForm,
  firstCaste,
  personToForm,
  type PersonFormValues,
} from '@hr/ui/person';
import { makePerson, religions } from './fixtures';
import { renderWithTheme } from './render';

interface HarnessProps {
  initial?: PersonFormValues;
  list?: Religion[];
  loading?: boolean;
  error?: string;
  phoneReadOnly?: boolean;
  showPhone?: boolean;
  disabled?: boolean;
}

let latest: PersonFormValues;
/** The caller's own setter, for updates that do not come from the form (a default arriving). */
let setFromCaller: (update: (v: PersonFormValues) => PersonFormValues) => void;

/** A caller that keeps the values in state, like the remotes do. */
function Harness({
  initial = emptyPersonForm,
  list = religions,
  loading = false,
  error,
  ...rest
}: HarnessProps) {
  const [value, setValue] = useState(initial);
  latest = value;
  setFromCaller = setValue;
  return (
    <PersonForm
      value={value}
      onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
      religions={list}
      religionsLoading={loading}
      religionsError={error}
      {...rest}
    />
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionsOf = (name: string) => Array.from(select(name).options).map((o) => o.value);

describe('PersonForm fields', () => {
  it('labels every field, marks the required ones and defaults People in House to 1', () => {
    renderWithTheme(<Harness />);
    for (const label of ['Name', 'Father Name', 'Ward No', 'Area Name']) {
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: 'WhatsApp Number' })).not.toBeRequired();
    const gps = screen.getByRole('textbox', { name: 'GPS Location' });
    expect(gps).not.toBeRequired();
    expect(gps).toHaveAttribute('placeholder', 'Latitude, Longitude or address');
    const size = screen.getByRole('spinbutton', { name: 'People in House' });
    expect(size).toBeRequired();
    expect(size).toHaveValue(1);
    expect(size).toHaveAttribute('min', '1');
    expect(select('Religion')).toBeRequired();
    expect(select('Caste')).toBeRequired();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
  });

  it('reports typed values, with the household size as a number', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sita');
    await user.type(screen.getByRole('textbox', { name: 'Ward No' }), '7');
    const size = screen.getByRole('spinbutton', { name: 'People in House' });
    await user.clear(size);
    expect(size).toHaveValue(null); // cleared, so the browser's required check stops a submit
    await user.type(size, '12');
    expect(latest).toMatchObject({ name: 'Sita', wardNo: '7', householdSize: 12 });
  });

  it('keeps an update the caller made since the last render when a field changes', () => {
    renderWithTheme(<Harness />);
    // The default religion lands and the collector types before React renders again.
    act(() => {
      setFromCaller((v) => ({ ...v, religion: 'Hindu', caste: 'Brahmin' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
        target: { value: 'Sita' },
      });
    });
    expect(latest).toMatchObject({ name: 'Sita', religion: 'Hindu', caste: 'Brahmin' });
  });

  it("shows the phone read-only with 'Phone number cannot be changed'", async () => {
    const user = userEvent.setup();
    const initial = personToForm(makePerson());
    renderWithTheme(<Harness initial={initial} showPhone phoneReadOnly />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    // Grouped as the lists write it (non-breaking spaces); the value itself stays as stored.
    expect(phone).toHaveValue('+977\u00a0981\u00a01111111');
    expect(phone).toHaveAttribute('readonly');
    expect(screen.getByText('Phone number cannot be changed')).toBeInTheDocument();
    await user.type(phone, '9');
    expect(latest.phone).toBe('+9779811111111');
  });

  it('disables every field when disabled', () => {
    renderWithTheme(<Harness initial={personToForm(makePerson())} disabled />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'People in House' })).toBeDisabled();
    expect(select('Religion')).toBeDisabled();
    expect(select('Caste')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'GPS Location' })).toBeDisabled();
  });
});

describe('PersonForm religion and caste', () => {
  it("resets the caste to the new religion's first caste, or empty", async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Harness initial={{ ...emptyPersonForm, religion: 'Hindu', caste: 'Chhetri' }} />,
    );
    expect(optionsOf('Caste')).toEqual(['Brahmin', 'Chhetri']);

    await user.selectOptions(select('Religion'), 'Buddhist');
    expect(latest).toMatchObject({ religion: 'Buddhist', caste: 'Gurung' });
    expect(optionsOf('Caste')).toEqual(['Gurung']);

    await user.selectOptions(select('Religion'), 'Kirat');
    expect(latest).toMatchObject({ religion: 'Kirat', caste: '' });
    expect(select('Caste')).toBeDisabled();
    expect(screen.getByText('No caste defined for this religion')).toBeInTheDocument();

    await user.selectOptions(select('Religion'), 'Hindu');
    expect(latest).toMatchObject({ religion: 'Hindu', caste: 'Brahmin' });
    expect(select('Caste')).toBeEnabled();
    expect(screen.queryByText('No caste defined for this religion')).toBeNull();

    await user.selectOptions(select('Caste'), 'Chhetri');
    expect(latest.caste).toBe('Chhetri');
  });

  it("disables the religion select with 'Loading religions...' while loading", () => {
    renderWithTheme(<Harness list={[]} loading />);
    expect(select('Religion')).toBeDisabled();
    expect(select('Caste')).toBeDisabled();
    expect(screen.getByText('Loading religions...')).toBeInTheDocument();
  });

  it("disables the religion select with 'No religions defined' when there are none", () => {
    renderWithTheme(<Harness list={[]} />);
    expect(select('Religion')).toBeDisabled();
    expect(screen.getByText('No religions defined')).toBeInTheDocument();
    expect(screen.queryByText('Loading religions...')).toBeNull();
  });

  it('adds a religion and caste missing from the lookups so they still show', () => {
    const initial = personToForm(makePerson({ religion: 'Jain', caste: 'Oswal' }));
    renderWithTheme(<Harness initial={initial} />);
    expect(select('Religion')).toHaveValue('Jain');
    expect(optionsOf('Religion')).toEqual(['Jain', 'Hindu', 'Buddhist', 'Kirat']);
    expect(select('Caste')).toHaveValue('Oswal');
  });

  it('adds a caste missing from a known religion and still offers the others', async () => {
    const user = userEvent.setup();
    const initial = personToForm(makePerson({ religion: 'Hindu', caste: 'Newar' }));
    renderWithTheme(<Harness initial={initial} />);
    expect(select('Caste')).toHaveValue('Newar');
    expect(optionsOf('Caste')).toEqual(['Newar', 'Brahmin', 'Chhetri']);
    await user.selectOptions(select('Caste'), 'Brahmin');
    expect(latest.caste).toBe('Brahmin');
  });

  it('shows a religions load error as a warning and keeps the fields usable', () => {
    renderWithTheme(<Harness list={[]} error="Unable to load religions" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load religions');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  });
});

describe('personToForm', () => {
  it('turns nulls into empty strings', () => {
    const values = personToForm(makePerson({ whatsappNumber: null, gpsLocation: null }));
    expect(values).toEqual({
      name: 'Hari Thapa',
      fatherName: 'Ram Thapa',
      phone: '+9779811111111',
      wardNo: '4',
      areaName: 'Lakeside',
      whatsappNumber: '',
      householdSize: 5,
      religion: 'Hindu',
      caste: 'Brahmin',
      gpsLocation: '',
    });
  });
});

describe('religion helpers', () => {
  it('gives the first religion and its first caste for a new person, or empties', () => {
    expect(defaultReligion(religions)).toEqual({ religion: 'Hindu', caste: 'Brahmin' });
    expect(defaultReligion([])).toEqual({ religion: '', caste: '' });
    expect(firstCaste(religions, 'Buddhist')).toBe('Gurung');
    expect(firstCaste(religions, 'Kirat')).toBe('');
    expect(firstCaste(religions, 'Unknown')).toBe('');
  });
});
