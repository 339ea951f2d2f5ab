// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { buildProposal } from '#client/test-utils/builders.ts';
import { ProposalDetailsCard } from './proposal-details-card.tsx';

afterEach(cleanup);

function renderCard(onDateChange = vi.fn(), proposal = buildProposal({ validUntil: '2026-12-27' })) {
  render(
    <ProposalDetailsCard
      proposal={proposal}
      title="Proposal"
      onTitleChange={vi.fn()}
      totalAnnualCost={1000}
      onDateChange={onDateChange}
    />,
  );
  return onDateChange;
}

test('the proposal date and valid-until date are editable and saved when a date is picked', () => {
  const onDateChange = renderCard();
  const validUntil = screen.getByLabelText('Valid until') as HTMLInputElement;
  expect(validUntil.value).toBe('2026-12-27');
  fireEvent.change(validUntil, { target: { value: '2027-04-15' } });
  fireEvent.blur(validUntil);
  expect(onDateChange).toHaveBeenCalledWith({ validUntil: '2027-04-15' });
  const date = screen.getByLabelText('Proposal date') as HTMLInputElement;
  expect(date.value).toBe('');
  fireEvent.change(date, { target: { value: '2027-01-04' } });
  fireEvent.blur(date);
  expect(onDateChange).toHaveBeenCalledWith({ proposalDate: '2027-01-04' });
});

test('leaving a date unchanged saves nothing; before the first save the date is shown, not edited', () => {
  const onDateChange = renderCard();
  fireEvent.blur(screen.getByLabelText('Valid until'));
  expect(onDateChange).not.toHaveBeenCalled();
  cleanup();
  render(<ProposalDetailsCard proposal={null} title="" onTitleChange={vi.fn()} totalAnnualCost={0} />);
  expect(screen.queryByLabelText('Valid until')).toBeNull();
  expect(screen.getByText('Valid until')).toBeTruthy();
});
