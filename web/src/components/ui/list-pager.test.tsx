import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListPager } from './list-pager';

function renderPager(props: { page: number; pageSize?: number; total: number; totalAtLeast?: boolean }) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  renderWithProviders(<ListPager noun={{ one: 'title', other: 'titles' }} pageSize={50} {...props} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
  return { onPageChange, onPageSizeChange, pager: screen.getByRole('navigation', { name: 'Pages of titles' }), user: userEvent.setup() };
}

describe('ListPager', () => {
  it('says which rows are shown, grouped in the locale, and steps a page at a time', async () => {
    const { pager, onPageChange, user } = renderPager({ page: 2, total: 100000 });
    expect(within(pager).getByText(`51–100 of ${new Intl.NumberFormat().format(100000)} titles`)).toBeVisible();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('cannot go before the first page or past the last', () => {
    renderPager({ page: 1, total: 1 });
    expect(screen.getByText('1–1 of 1 title')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says "10,000+" when the server stopped counting, and always offers the next page then', async () => {
    const { pager, onPageChange, user } = renderPager({ page: 200, total: 10000, totalAtLeast: true });
    const many = new Intl.NumberFormat().format(10000);
    expect(within(pager).getByText(`${new Intl.NumberFormat().format(9951)}–${many} of ${many}+ titles`)).toBeVisible();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(201);
  });

  it('numbers the pages around this one, the first and the last, and goes to the one clicked', async () => {
    const { pager, onPageChange, user } = renderPager({ page: 5, total: 1000 });
    const numbers = within(pager).getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '20']);
    expect(within(pager).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Page 20' }));
    expect(onPageChange).toHaveBeenCalledWith(20);
  });

  it('goes to a typed page on a long list, kept within the pages', async () => {
    const { pager, onPageChange, user } = renderPager({ page: 1, total: 1000 });
    const box = within(pager).getByRole('spinbutton', { name: 'Go to page' });
    await user.type(box, '12{Enter}');
    await user.type(box, '99{Enter}');
    expect(onPageChange.mock.calls).toEqual([[12], [20]]);
    expect(box).toHaveValue(null);
  });

  it('has no page numbers nor box for a single page', () => {
    const { pager } = renderPager({ page: 1, total: 30 });
    expect(within(pager).queryByRole('button', { name: /^Page / })).toBeNull();
    expect(within(pager).queryByRole('spinbutton')).toBeNull();
  });

  it('offers the page sizes', async () => {
    const { pager, onPageSizeChange, user } = renderPager({ page: 3, pageSize: 25, total: 60 });
    expect(within(pager).getByText('51–60 of 60 titles')).toBeVisible();
    const size = within(pager).getByLabelText('Per page');
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '100', '200']);
    await user.selectOptions(size, '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });
});
