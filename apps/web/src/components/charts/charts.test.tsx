// The kit's promise (issue 51): what the table shows and what the CSV holds are the chart's numbers.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sparkline } from './sparkline';
import { StackedBarChart } from './stacked-bar-chart';
import { TrendChart } from './trend-chart';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Stubs the browser's download: returns the text of the file the next click saves, and its name. */
function captureDownload() {
  const saved: { name?: string; blob?: Blob } = {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('StackedBarChart', () => {
  const props = {
    title: 'Sesiones por semana',
    categoryLabel: 'Semana del',
    totalLabel: 'Total',
    categories: [
      { short: '2 nov', full: '02/11/2026' },
      { short: '9 nov', full: '09/11/2026' },
    ],
    series: [
      { key: 'attended', label: 'Realizada', color: '#0f766e', values: [3, 0] },
      { key: 'no_show', label: 'No se presentó', color: '#c2410c', values: [1, 2] },
    ],
    csvFileName: 'sesiones.csv',
  };

  it('names the drawing by its totals and shows the same numbers in its table', async () => {
    render(<StackedBarChart {...props} />);
    expect(
      screen.getByRole('img', { name: 'Sesiones por semana. 6 en total; Realizada: 3, No se presentó: 3.' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Ver datos'));
    expect(rowsOf(screen.getByRole('table', { name: 'Sesiones por semana' }))).toEqual([
      ['Semana del', 'Realizada', 'No se presentó', 'Total'],
      ['02/11/2026', '3', '1', '4'],
      ['09/11/2026', '0', '2', '2'],
    ]);
  });

  it("downloads a CSV with the table's header and cells", async () => {
    const saved = captureDownload();
    render(<StackedBarChart {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(saved.name).toBe('sesiones.csv');
    const bytes = new Uint8Array(await saved.blob!.arrayBuffer());
    // A byte-order mark first, so a spreadsheet reads the accents as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'Semana del,Realizada,No se presentó,Total\r\n02/11/2026,3,1,4\r\n09/11/2026,0,2,2\r\n',
    );
  });
});

describe('TrendChart', () => {
  it('shows its points as a table, oldest first', async () => {
    render(
      <TrendChart
        title="Puntaje por intento"
        valueLabel="Puntaje"
        dateLabel="Fecha"
        formatValue={(value) => `${value} %`}
        max={100}
        points={[
          { at: '2026-11-10T18:00:00Z', value: 60 },
          { at: '2026-11-20T18:00:00Z', value: 85 },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Puntaje por intento. 2 datos; el primero 60 % (10/11/2026), el último 85 % (20/11/2026).',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('Ver datos'));
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Fecha', 'Puntaje'],
      ['10/11/2026', '60 %'],
      ['20/11/2026', '85 %'],
    ]);
  });
});

describe('Sparkline', () => {
  it('says its values as its name', () => {
    render(
      <Sparkline
        label="Horas por semana"
        points={[
          { label: '02/11/2026', value: 4 },
          { label: '09/11/2026', value: 6.5 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Horas por semana: 02/11/2026 4, 09/11/2026 6.5' })).toBeInTheDocument();
  });
});
