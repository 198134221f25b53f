import { act, useState } from 'react';
import { expect, test, vi } from 'vitest';
import { StackedTable } from '@/ui/kit/stacked-table';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

function labelsOf(host: HTMLElement): string[][] {
  return [...host.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.getAttribute('data-label') ?? '(none)'),
  );
}

function Deposits(): React.ReactElement {
  const [rows, setRows] = useState(['$100.00']);
  return (
    <>
      <StackedTable aria-label="Deposits" className="contrib-table">
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">
              Amount <span className="visually-hidden">(in dollars)</span>
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((amount) => (
            <tr key={amount}>
              <th scope="row">Employee deferral</th>
              <td>{amount}</td>
              <td>
                <button type="button">Remove</button>
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
      <button type="button" onClick={() => setRows((r) => [...r, '$250.00'])}>
        Add a row
      </button>
    </>
  );
}

test("every data cell carries its column's header words; a column whose header shows none gets an empty label", async () => {
  const host = await view.render(<Deposits />);
  const table = host.querySelector('table');
  expect(table?.className).toBe('stacked-table contrib-table');
  expect(table?.getAttribute('aria-label')).toBe('Deposits');
  expect(labelsOf(host)).toEqual([['Amount', '']]);
});

test('a row rendered later is labelled too', async () => {
  const host = await view.render(<Deposits />);
  const add = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Add a row');
  await act(async () => add?.click());
  // The MutationObserver labels the new row after React commits it: poll until it has.
  await vi.waitFor(() =>
    expect(labelsOf(host)).toEqual([
      ['Amount', ''],
      ['Amount', ''],
    ]),
  );
});
