import { render, screen } from '@testing-library/react';
import { FluentProvider } from '@fluentui/react-provider';
import type { ReportGroup } from '@hr/contracts';
import { lightTheme } from '@hr/ui/theme';
import { ReportChart } from '../report-chart';
import { axisTicks, periodLabelKind } from '../../utils/chart-axis';

const group = (key: string, households: number): ReportGroup => ({
  key,
  label: key,
  households,
  people: households * 3,
});

const show = (ui: React.ReactElement) =>
  render(<FluentProvider theme={lightTheme}>{ui}</FluentProvider>);

describe('ReportChart', () => {
  it('one period: a column on a value axis from 0, its number over it and its name under it', () => {
    show(<ReportChart groups={[group('2026-11-28', 12)]} periods axisLabel={() => '28 Nov'} />);
    const chart = screen.getByTestId('report-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('report-chart-axis').textContent).toBe('15051015');
    expect(screen.getByTestId('report-chart-labels')).toHaveTextContent('28 Nov');
    expect(chart).toHaveTextContent('12');
  });

  it('an empty period is drawn as zero, not as a stub', () => {
    show(
      <ReportChart
        groups={[group('2026-10', 4), group('2026-11', 0)]}
        periods
        axisLabel={(g) => g.key}
      />,
    );
    const columns = [
      ...screen.getByTestId('report-chart').querySelectorAll<HTMLElement>('[title]'),
    ];
    const heights = columns.map((c) => (c.lastElementChild as HTMLElement).style.height);
    expect(heights).toEqual(['100%', '0%']);
  });

  it('of many groups shows the top 12 and says so; long labels whole', () => {
    const groups = Array.from({ length: 40 }, (_, i) => group(`Ward ${i + 1}`, 40 - i));
    groups[0] = { ...groups[0]!, label: 'Christian / Protestant' };
    show(<ReportChart groups={groups} periods={false} />);
    expect(screen.getByText('Top 12 of 40; see the table for all')).toBeInTheDocument();
    expect(screen.getByText('Christian / Protestant')).toBeInTheDocument();
    expect(screen.queryByText('Ward 13')).toBeNull();
  });

  it('of 12 or fewer groups says nothing more', () => {
    show(<ReportChart groups={[group('Hindu', 3)]} periods={false} />);
    expect(screen.queryByText(/^Top /)).toBeNull();
  });
});

describe('the axes', () => {
  it('the value axis ends on a round number at or above the largest, whole steps', () => {
    expect(axisTicks(12)).toEqual({ top: 15, ticks: [0, 5, 10, 15] });
    expect(axisTicks(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(axisTicks(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(axisTicks(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(axisTicks(1234).top).toBeGreaterThanOrEqual(1234);
  });

  it('names every period of up to six, every other one on a phone up to twelve, six of more', () => {
    expect(Array.from({ length: 1 }, (_, i) => periodLabelKind(i, 1))).toEqual(['major']);
    expect(Array.from({ length: 8 }, (_, i) => periodLabelKind(i, 8))).toEqual([
      'minor',
      'major',
      'minor',
      'major',
      'minor',
      'major',
      'minor',
      'major',
    ]);
    const thirty = Array.from({ length: 30 }, (_, i) => periodLabelKind(i, 30));
    expect(thirty.filter(Boolean)).toHaveLength(6);
    expect(thirty[29]).toBe('major');
  });
});
