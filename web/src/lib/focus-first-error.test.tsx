import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { focusFirstError } from './focus-first-error';

describe('focusFirstError', () => {
  it('scrolls the first field in error into the middle and focuses its control', () => {
    const scroll = vi.fn();
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(scroll);
    const { container } = render(
      <form>
        <div data-part="root">
          <label htmlFor="a">A</label>
          <input id="a" />
        </div>
        <div data-part="root" data-invalid="" data-testid="b-root">
          <label htmlFor="b">B</label>
          <input id="b" aria-invalid="true" />
        </div>
        <input aria-label="C" aria-invalid="true" />
      </form>,
    );
    expect(focusFirstError(container)).toBe(true);
    expect(screen.getByLabelText('B')).toHaveFocus();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(screen.getByTestId('b-root'));
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it("skips a field's hidden input for the button that stands for it", () => {
    const { container } = render(
      <div data-invalid="">
        <input type="file" hidden aria-label="PDF file" />
        <button type="button">Choose another</button>
      </div>,
    );
    focusFirstError(container);
    expect(screen.getByRole('button', { name: 'Choose another' })).toHaveFocus();
  });

  it('does nothing without a field in error', () => {
    const { container } = render(<input aria-label="A" />);
    expect(focusFirstError(container)).toBe(false);
    expect(document.body).toHaveFocus();
  });
});
