import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartCard } from './chart-card';

function renderCard(height?: 'h-56' | 'h-64') {
  return render(
    <ChartCard
      title="Bread baked"
      summary="Most on Saturday (4)."
      height={height}
      table={
        <table>
          <caption>Bread baked per day</caption>
          <tbody>
            <tr>
              <th scope="row">Saturday</th>
              <td>4</td>
            </tr>
          </tbody>
        </table>
      }
    >
      <svg data-testid="drawing">
        <text>Saturday</text>
      </svg>
    </ChartCard>,
  );
}

describe('ChartCard', () => {
  it('titles the card with a heading and says the summary', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Bread baked' })).toBeInTheDocument();
    expect(screen.getByText('Most on Saturday (4).')).toBeInTheDocument();
  });

  it('gives screen readers the table and hides the drawing from them', () => {
    renderCard();
    const table = screen.getByRole('table', { name: 'Bread baked per day' });
    expect(within(table).getByRole('rowheader', { name: 'Saturday' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '4' })).toBeInTheDocument();
    // the drawing's own text is not read a second time
    expect(screen.getByTestId('drawing').closest('[aria-hidden]')).not.toBeNull();
    expect(screen.getAllByRole('rowheader', { name: 'Saturday' })).toHaveLength(1);
  });

  it('puts nothing of its own in the tab order', () => {
    const { container } = renderCard();
    expect(container.querySelectorAll('a, button, input, select, [tabindex]')).toHaveLength(0);
  });

  it('draws at the height asked for, 16rem by default', () => {
    const { unmount } = renderCard();
    expect(screen.getByTestId('drawing').parentElement).toHaveClass('h-64');
    unmount();
    renderCard('h-56');
    expect(screen.getByTestId('drawing').parentElement).toHaveClass('h-56');
  });
});
