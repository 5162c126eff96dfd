import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';
import { renderWithTheme } from '../../test/render-with-theme';
import { LanguageToggle } from './language-toggle';

describe('LanguageToggle', () => {
  beforeEach(() => localStorage.clear());

  it('marks Spanish pressed by default and switches to English', async () => {
    renderWithTheme(
      <Provider store={createStore()}>
        <LanguageToggle />
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'EN' }));

    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('"en"');
  });
});
