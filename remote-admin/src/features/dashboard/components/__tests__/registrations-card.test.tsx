import { render, screen, within } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-provider';
import { lightTheme } from '@hr/ui/theme';
import { renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';
import { RegistrationsCard } from '../registrations-card';
import { axisLabel } from '../../utils/registration-labels';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(30_000);

const server = adminApi();

/** 30 UTC days ending `last`, oldest first, with the given counts (the rest 0). */
function days(last: string, counts: Record<number, number>) {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, i) => ({
    date: new Date(end - (29 - i) * 86_400_000).toISOString().slice(0, 10),
    count: counts[i] ?? 0,
  }));
}

const card = () => screen.getByRole('region', { name: 'Registrations' });
const tableRows = () => within(within(card()).getByRole('table')).getAllByRole('row').slice(1);
const rowValues = () =>
  tableRows().map((r) => ({
    date: r.querySelector('time')!.getAttribute('datetime'),
    count: Number(within(r).getByRole('cell').textContent),
  }));
const bars = () => [...card().querySelectorAll<HTMLElement>('[data-count]')];

describe('Registrations card', () => {
  it("counts today's registrations from the real API, the other 29 days at 0", async () => {
    await server.fresh();
    await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, 3);
    await server.addUser({ firstName: 'Bina', lastName: 'Gurung' }, 2);
    renderRemote(admin, '/admin/dashboard');

    await screen.findByRole('heading', { name: 'Registrations', level: 2 });
    const today = new Date().toISOString().slice(0, 10);
    const rows = rowValues();
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)).toEqual({ date: today, count: 5 });
    expect(rows.slice(0, -1).every((r) => r.count === 0)).toBe(true);

    // The lazily loaded bars arrive: the tallest is today's, the zero days still have a slot.
    await screen.findByTestId('registrations-chart');
    expect(bars()).toHaveLength(30);
    expect(bars().at(-1)!.style.height).toBe('100%');
    expect(
      bars()
        .slice(0, -1)
        .every((b) => b.style.height === '0%'),
    ).toBe(true);
  });

  it('shows every day in the table and a bar per day in proportion, zero days included', async () => {
    const data = days('2026-03-31', { 0: 2, 14: 8, 28: 4 });
    render(
      <FluentProvider theme={lightTheme}>
        <RegistrationsCard days={data} />
      </FluentProvider>,
    );
    // The table is there at once, before the chart's chunk.
    const rows = rowValues();
    expect(rows.map((r) => r.date)).toEqual(data.map((d) => d.date));
    expect(rows[0]).toEqual({ date: '2026-03-02', count: 2 });
    expect(rows[14]).toEqual({ date: '2026-03-16', count: 8 });
    expect(rows[28]).toEqual({ date: '2026-03-30', count: 4 });
    expect(rows.filter((r) => r.count === 0)).toHaveLength(27);
    expect(within(card()).getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(within(card()).getByRole('columnheader', { name: 'Registrations' })).toBeInTheDocument();

    const chart = await screen.findByTestId('registrations-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(bars().map((b) => b.style.height)).toEqual(data.map((d) => `${(d.count / 8) * 100}%`));
    expect(bars().map((b) => b.getAttribute('title'))[14]).toMatch(/16.*: 8$/);
    // The y axis runs from 0 to the busiest day.
    expect(chart).toHaveTextContent(/^8\s*0/);
  });

  it('labels every 7th day back from today, every 14th on a phone, none squeezed at the start', () => {
    const kinds = Array.from({ length: 30 }, (_, i) => axisLabel(i, 30));
    expect(kinds.flatMap((k, i) => (k ? [[i, k]] : []))).toEqual([
      [8, 'minor'],
      [15, 'major'],
      [22, 'minor'],
      [29, 'major'],
    ]);
  });
});
