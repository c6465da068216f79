import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IncrementalList } from './incremental-list';

const dishes = Array.from({ length: 200 }, (_, i) => ({ id: `d${i}`, name: `Dish ${i}` }));

/** A searchable list of dishes, as the cookbook uses it. */
function Dishes({ items = dishes, pageSize }: { items?: typeof dishes; pageSize?: number }) {
  const [search, setSearch] = useState('');
  const shown = items.filter((dish) => dish.name.includes(search));
  return (
    <>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <IncrementalList items={shown} getKey={(dish) => dish.id} noun="dishes" aria-label="Dishes" resetKey={search} pageSize={pageSize}>
        {(dish) => (
          <li>
            <button type="button">{dish.name}</button>
          </li>
        )}
      </IncrementalList>
    </>
  );
}

const list = () => screen.getByRole('list', { name: 'Dishes' });
const names = () => within(list()).getAllByRole('listitem').map((li) => li.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('IncrementalList', () => {
  it('renders the first page and says how much it shows', () => {
    render(<Dishes />);
    expect(names()).toHaveLength(48);
    expect(names()[0]).toBe('Dish 0');
    expect(screen.getByText('Showing 48 of 200 dishes')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Show more (48 more)' })).toBeInTheDocument();
  });

  it('"Show more" adds a page and moves focus to its first item, until everything shows', async () => {
    const user = userEvent.setup();
    render(<Dishes />);
    await user.click(screen.getByRole('button', { name: 'Show more (48 more)' }));
    expect(names()).toHaveLength(96);
    expect(screen.getByRole('button', { name: 'Dish 48' })).toHaveFocus();
    expect(screen.getByText('Showing 96 of 200 dishes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more (48 more)' }));
    await user.click(screen.getByRole('button', { name: 'Show more (48 more)' }));
    // the last page is what is left; the keyboard reaches the button with Tab like any other
    const last = screen.getByRole('button', { name: 'Show more (8 more)' });
    last.focus();
    await user.keyboard('{Enter}');
    expect(names()).toHaveLength(200);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dish 192' })).toHaveFocus();
    expect(screen.getByText('Showing all 200 dishes')).toBeInTheDocument();
  });

  it('searches the whole list, not the rendered page, and a new search starts at the first page', async () => {
    const user = userEvent.setup();
    render(<Dishes />);
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(names()).toHaveLength(96);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Dish 1');
    // Dish 1, Dish 10-19, Dish 100-199: 111 matches, Dish 199 far beyond the first page's data
    expect(names()).toHaveLength(48);
    expect(screen.getByText('Showing 48 of 111 dishes')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), '99');
    expect(names()).toEqual(['Dish 199']);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('keeps what the user unfolded when the same list updates (a live change, not a new search)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Dishes />);
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    rerender(<Dishes items={[{ id: 'new', name: 'Dish new' }, ...dishes]} />);
    expect(names()).toHaveLength(96);
    expect(names()[0]).toBe('Dish new');
    expect(screen.getByText('Showing 96 of 201 dishes')).toBeInTheDocument();
  });

  it('a list that fits on one page has neither count nor button', () => {
    render(<Dishes items={dishes.slice(0, 48)} />);
    expect(names()).toHaveLength(48);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('renders the next page when the end of the list comes near, in the given scroll root', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element; connected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, options, connected: true };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.target = target;
        }
        disconnect() {
          this.record.connected = false;
        }
      },
    );
    function Scrolling() {
      const root = useRef<HTMLDivElement>(null);
      return (
        <div ref={root} data-testid="scroller">
          <IncrementalList items={dishes} getKey={(dish) => dish.id} noun="dishes" aria-label="Dishes" pageSize={80} scrollRoot={root}>
            {(dish) => <li>{dish.name}</li>}
          </IncrementalList>
        </div>
      );
    }
    render(<Scrolling />);
    const live = () => observers.filter((o) => o.connected);
    expect(live()).toHaveLength(1);
    expect(live()[0].options?.root).toBe(screen.getByTestId('scroller'));
    // the watched element is the one after the list
    expect(list().nextElementSibling).toBe(live()[0].target);

    const report = (isIntersecting: boolean) =>
      act(() => {
        const observer = live()[0];
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
    report(false);
    expect(names()).toHaveLength(80);
    report(true);
    expect(names()).toHaveLength(160);
    // a fresh observer watches the end again; the next page is the last
    report(true);
    expect(names()).toHaveLength(200);
    expect(live()).toHaveLength(0);
  });
});
