import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallsChart } from './calls-chart';
import { QuotaMeter } from './quota-meter';

// jsdom has no canvas: the drawing is stood in for; what a screen reader gets is the real thing.
vi.mock('./uplot-chart', () => ({
  default: ({ dates }: { dates: readonly string[] }) => (
    <div data-testid="chart-canvas">{dates.length} days drawn</div>
  ),
}));

const dates = ['2026-11-01', '2026-11-02', '2026-11-03'];

describe('calls chart', () => {
  it('draws the chart and says the same in words and as a table', async () => {
    render(
      <CallsChart
        title="Calls per day of Vehicle Status"
        dates={dates}
        series={[{ label: 'Calls', values: [2, 1200, 0], color: '#1557c0' }]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Calls per day of Vehicle Status' });
    expect(await within(figure).findByTestId('chart-canvas')).toHaveTextContent('3 days drawn');
    expect(figure).toHaveTextContent(
      '1,202 calls from 1 Nov to 3 Nov; the busiest day 2 Nov with 1,200 calls.',
    );
    const table = within(figure).getByRole('table', { name: 'Calls per day of Vehicle Status' });
    const row = within(table).getByRole('row', { name: /2 Nov/ });
    expect(row).toHaveTextContent('1,200');
  });

  it('sums several series and names each in the summary', () => {
    render(
      <CallsChart
        title="By tier"
        dates={dates}
        series={[
          { label: 'Basic', values: [1, 0, 0], color: '#1557c0' },
          { label: 'Premium', values: [0, 0, 4], color: '#e0a526' },
        ]}
      />,
    );
    expect(screen.getByRole('figure')).toHaveTextContent(
      '5 calls from 1 Nov to 3 Nov; the busiest day 3 Nov with 4 calls; by series: Basic 1, Premium 4.',
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Day',
      'Basic',
      'Premium',
    ]);
  });

  it('says when there were no calls', () => {
    render(
      <CallsChart
        title="Quiet"
        dates={dates}
        series={[{ label: 'Calls', values: [0, 0, 0], color: '#1557c0' }]}
      />,
    );
    expect(screen.getByRole('figure')).toHaveTextContent('No calls from 1 Nov to 3 Nov.');
  });
});

describe('quota meter', () => {
  it('gives used and remaining in words and to assistive technology', () => {
    render(<QuotaMeter label="Quota this month" used={1234} remaining={98766} quota={100000} />);
    const meter = screen.getByRole('meter', { name: 'Quota this month' });
    expect(meter).toHaveAttribute('aria-valuenow', '1234');
    expect(meter).toHaveAttribute('aria-valuetext', '1,234 of 100,000 calls used (1%)');
    expect(screen.getByText(/remaining of 100,000/)).toHaveTextContent(
      '98,766 remaining of 100,000',
    );
  });
});
