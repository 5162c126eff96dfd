import { renderWithTheme } from '../../test/render-with-theme';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Spinner />);

    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its size from $size, 1em by default', () => {
    const { container } = renderWithTheme(
      <>
        <Spinner />
        <Spinner $size="2rem" />
      </>,
    );
    const [small, large] = container.querySelectorAll('span');

    expect(getComputedStyle(small!).width).toBe('1em');
    expect(getComputedStyle(large!).width).toBe('2rem');
  });
});
