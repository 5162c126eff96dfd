import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { IndustryCard, citiesLine } from './industry-card';

const summary = {
  industry: 'Clínica Estética',
  status: 'ACTIVO',
  cities: ['Miami', 'Orlando'],
  clients: 1200,
  opinions: 1234,
  years: 3,
};

describe('IndustryCard', () => {
  it('shows name, status, cities and the counts in their formats', () => {
    renderWithTheme(<IndustryCard summary={summary} onOpen={() => {}} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Clínica Estética' })).toBeVisible();
    expect(screen.getByText('ACTIVO')).toBeVisible();
    expect(screen.getByText('Miami • Orlando')).toBeVisible();
    expect(screen.getByText('1,200')).toBeVisible();
    expect(screen.getByText('1,234+')).toBeVisible();
    expect(screen.getByText('3')).toBeVisible();
    expect(screen.getByText('Clientes')).toBeVisible();
    expect(screen.getByText('Años')).toBeVisible();
  });

  it('shows years with one decimal only when they have one', () => {
    renderWithTheme(<IndustryCard summary={{ ...summary, years: 2.5 }} onOpen={() => {}} />);

    expect(screen.getByText('2.5')).toBeVisible();
  });

  it('says clients and years were never filled in rather than 0, and offers to fill them', async () => {
    const onEdit = vi.fn();
    const unset = { ...summary, clients: 0, years: 0 };
    renderWithTheme(<IndustryCard summary={unset} onOpen={() => {}} onEdit={onEdit} />);

    expect(screen.getAllByText('Sin indicar')).toHaveLength(2);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Completar clientes y años' }));
    expect(onEdit).toHaveBeenCalledWith('Clínica Estética');
  });

  it('asks nobody who may not edit to fill clients and years in', () => {
    renderWithTheme(<IndustryCard summary={{ ...summary, clients: 0 }} onOpen={() => {}} />);

    expect(screen.getByText('Sin indicar')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Completar clientes y años' })).toBeNull();
  });

  it('offers no edit button without onEdit', () => {
    renderWithTheme(<IndustryCard summary={summary} onOpen={() => {}} />);

    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
  });

  it('edits, without opening, from a named pencil button', async () => {
    const onOpen = vi.fn();
    const onEdit = vi.fn();
    renderWithTheme(<IndustryCard summary={summary} onOpen={onOpen} onEdit={onEdit} />);

    const edit = screen.getByRole('button', { name: 'Editar Clínica Estética' });
    expect(edit.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(edit);

    expect(onEdit).toHaveBeenCalledWith('Clínica Estética');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('says Multiple locations when there are no cities', () => {
    expect(citiesLine([], 'Multiple locations')).toBe('Multiple locations');
    expect(citiesLine([' ', ''], 'Multiple locations')).toBe('Multiple locations');
    expect(citiesLine(['Miami'], 'Multiple locations')).toBe('Miami');
  });

  it('opens with a click and with Enter or Space', async () => {
    const onOpen = vi.fn();
    renderWithTheme(<IndustryCard summary={summary} onOpen={onOpen} />);
    const open = screen.getByRole('button', { name: 'Clínica Estética' });

    await userEvent.click(open);
    open.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');

    expect(onOpen).toHaveBeenCalledTimes(3);
    expect(onOpen).toHaveBeenCalledWith('Clínica Estética');
    expect(open).toHaveAccessibleDescription('Abrir opiniones de esta industria');
  });

  it('uses the labels it is given', () => {
    renderWithTheme(
      <IndustryCard
        summary={{ ...summary, cities: [] }}
        onOpen={() => {}}
        onEdit={() => {}}
        labels={{ clients: 'Clients', years: 'Years', noCities: 'Many places', edit: 'Edit' }}
      />,
    );

    expect(screen.getByRole('button', { name: 'Edit Clínica Estética' })).toBeVisible();
    expect(screen.getByText('Clients')).toBeVisible();
    expect(screen.getByText('Years')).toBeVisible();
    expect(screen.getByText('Many places')).toBeVisible();
  });
});

describe('IndustryCard icon', () => {
  it('draws the icon of a named industry and the office for any other, hidden from readers', () => {
    const { container, rerender } = renderWithTheme(
      <IndustryCard summary={summary} onOpen={() => {}} />,
    );
    const icon = () => container.querySelector('svg[data-icon]');
    expect(icon()).toHaveAttribute('data-icon', 'sparkles');
    expect(icon()).toHaveAttribute('aria-hidden', 'true');

    rerender(<IndustryCard summary={{ ...summary, industry: 'Dentistas' }} onOpen={() => {}} />);
    expect(icon()).toHaveAttribute('data-icon', 'office');
  });
});
