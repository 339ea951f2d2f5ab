// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ProposalText } from './proposal-text.tsx';

afterEach(cleanup);

test('the public page draws the proposal text with its headings, tables and lists, and no HTML from the text', () => {
  render(
    <ProposalText
      content={[
        '## Water Analysis',
        '*Prepared for Riverside*',
        '| Parameter | Result |\n| --- | --- |\n| pH | 8.1 |\n| Hardness | **140** ppm |',
        '- **Hardness:** hard\n- pH 8.1: alkaline',
        'A paragraph with <img src=x onerror=alert(1)> in it.',
      ].join('\n\n')}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Water Analysis' })).toBeTruthy();
  expect(screen.getByText('Prepared for Riverside').tagName).toBe('EM');
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Parameter', 'Result']);
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByText('140').tagName).toBe('STRONG');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(document.querySelector('img')).toBeNull();
  expect(screen.getByText(/A paragraph with <img/)).toBeTruthy();
});
