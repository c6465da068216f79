import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { WasteTipsCard } from './waste-tips-card';

describe('WasteTipsCard', () => {
  it('lists the tips and refreshes them', async () => {
    let call = 0;
    stubFetch({
      '/api/suggestions/waste-reduction': () => ({ status: 200, body: { suggestions: call++ === 0 ? ['Freeze the bread'] : ['Blend the bananas'] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WasteTipsCard />);
    expect(screen.getByRole('heading', { name: 'Waste Reduction Tips' })).toBeInTheDocument();
    expect(await screen.findByText('Freeze the bread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh tips' }));
    expect(await screen.findByText('Blend the bananas')).toBeInTheDocument();
    expect(screen.getByText('Tips refreshed!')).toBeInTheDocument();
    expect(screen.getByText('Generated new waste reduction suggestions')).toBeInTheDocument();
  });

  it('says when refreshing failed', async () => {
    let call = 0;
    stubFetch({
      '/api/suggestions/waste-reduction': () => (call++ === 0 ? { status: 200, body: { suggestions: ['Freeze the bread'] } } : { status: 500 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WasteTipsCard />);
    await screen.findByText('Freeze the bread');
    await user.click(screen.getByRole('button', { name: 'Refresh tips' }));
    expect(await screen.findByText('Error refreshing tips')).toBeInTheDocument();
    expect(screen.getAllByText('Unable to generate new suggestions. Please try again.').length).toBeGreaterThan(0);
  });
});
