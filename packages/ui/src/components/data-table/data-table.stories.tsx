import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, HeaderCell, NumericCell, TableCaption, TableScroll } from './data-table';

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of labelled figures, as in the report's distribution. */
export const List: Story = {
  render: () => (
    <DataTable>
      <TableCaption>Comentarios por objeción</TableCaption>
      <thead>
        <tr>
          <HeaderCell scope="col" $muted>
            Objeción
          </HeaderCell>
          <HeaderCell scope="col" $muted $numeric>
            Comentarios
          </HeaderCell>
        </tr>
      </thead>
      <tbody>
        <tr>
          <HeaderCell scope="row" $muted>
            precio
          </HeaderCell>
          <NumericCell>1.204</NumericCell>
        </tr>
        <tr>
          <HeaderCell scope="row" $muted>
            confianza
          </HeaderCell>
          <NumericCell>87</NumericCell>
        </tr>
      </tbody>
    </DataTable>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Comentarios por objeción' });
    await expect(within(table).getByRole('rowheader', { name: 'precio' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Comentarios' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '1.204' })).toBeVisible();
  },
};

/** A compact word list under a heading caption, as in the dashboard's Lenguaje tab. */
export const CompactWithHeading: Story = {
  render: () => (
    <DataTable $density="compact">
      <TableCaption $tone="heading">Palabras</TableCaption>
      <tbody>
        <tr>
          <th scope="row">caro</th>
          <NumericCell>42</NumericCell>
        </tr>
      </tbody>
    </DataTable>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Palabras' })).toBeVisible();
  },
};

/** A grid of figures with a totals row, scrolling sideways when it is wider than its card. */
export const FigureGrid: Story = {
  render: () => (
    <TableScroll>
      <DataTable $size="sm" $figures>
        <TableCaption>Objeciones por industria</TableCaption>
        <thead>
          <tr>
            <th scope="col">Industria</th>
            <th scope="col">precio</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Gimnasios</th>
            <td>30</td>
            <td>40</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Todas las industrias</th>
            <td>30</td>
            <td>40</td>
          </tr>
        </tfoot>
      </DataTable>
    </TableScroll>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Objeciones por industria' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(
      within(table).getByRole('rowheader', { name: 'Todas las industrias' }),
    ).toBeVisible();
  },
};
