import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Tabs } from './tabs';

const tabs = [
  { id: 'industries', label: 'Industries' },
  { id: 'objeciones', label: 'Objeciones' },
  { id: 'lenguaje', label: 'Lenguaje' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof tabs)[number]['id']>('industries');
  return (
    <Tabs label="Vistas" tabs={tabs} selected={selected} onSelect={setSelected}>
      panel {selected}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects a tab by click and shows its panel', async () => {
    renderWithTheme(<Harness />);

    await userEvent.click(screen.getByRole('tab', { name: 'Lenguaje' }));

    expect(screen.getByRole('tab', { name: 'Lenguaje' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Lenguaje' })).toHaveTextContent('panel lenguaje');
  });

  it('moves with the arrow keys, wrapping, and Home/End', async () => {
    renderWithTheme(<Harness />);
    screen.getByRole('tab', { name: 'Industries' }).focus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Lenguaje' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Industries' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Lenguaje' })).toHaveFocus();
  });

  it('keeps one tab stop in the list', () => {
    renderWithTheme(<Harness />);

    const tabStops = screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
  });
});
