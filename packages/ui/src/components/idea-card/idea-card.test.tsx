import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { languageAtom } from '../../i18n/language';
import { renderWithTheme } from '../../test/render-with-theme';
import { IdeaCard } from './idea-card';

const labels = { hook: 'Hook', angle: 'Ángulo', scriptOutline: 'Guion' };
const idea = {
  ideaType: 'post',
  hook: 'Un hook',
  angle: 'Un ángulo',
  scriptOutline: 'Un guion',
  labels,
};

afterEach(() => {
  act(() => getDefaultStore().set(languageAtom, 'es'));
  localStorage.clear();
});

describe('IdeaCard', () => {
  it('shows the type, hook, angle and outline, named by its hook', () => {
    renderWithTheme(<IdeaCard {...idea} />);

    expect(screen.getByRole('article', { name: 'Un hook' })).toBeInTheDocument();
    expect(screen.getByText('post')).toBeInTheDocument();
    expect(screen.getByText('Ángulo')).toBeInTheDocument();
    expect(screen.getByText('Un ángulo')).toBeInTheDocument();
    expect(screen.getByText('Un guion')).toBeInTheDocument();
  });

  it('has no delete button and no date unless given', () => {
    renderWithTheme(<IdeaCard {...idea} />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('time')).toBeNull();
  });

  it('shows the created date in the current language', () => {
    const createdAt = '2024-03-15T12:00:00.000Z';
    const { rerender } = renderWithTheme(<IdeaCard {...idea} createdAt={createdAt} />);
    expect(screen.getByText(new Date(createdAt).toLocaleDateString('es'))).toBeInTheDocument();

    act(() => getDefaultStore().set(languageAtom, 'en'));
    rerender(<IdeaCard {...idea} createdAt={createdAt} />);
    expect(screen.getByText(new Date(createdAt).toLocaleDateString('en'))).toBeInTheDocument();
  });

  it('calls onDelete from its delete button, labelled in the screen language', async () => {
    const onDelete = vi.fn();
    renderWithTheme(
      <IdeaCard {...idea} labels={{ ...labels, delete: 'Delete' }} onDelete={onDelete} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('holds the delete button back while deleting', () => {
    renderWithTheme(<IdeaCard {...idea} onDelete={() => undefined} deleting />);

    expect(screen.getByRole('button', { name: 'Borrar' })).toHaveAttribute('aria-disabled', 'true');
  });
});
