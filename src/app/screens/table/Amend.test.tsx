// @vitest-environment happy-dom
// The bar of a change to the past: any entry being corrected can be removed from there; a re-fit's bar holds
// only its keys (its reason is read in the answer line: table-answer.test.ts).
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTranslate } from '../../i18n';
import { AmendBar } from './Amend';

afterEach(cleanup);

function bar(amend: Parameters<typeof AmendBar>[0]['amend'], lang: 'en' | 'ja' = 'en') {
  const on = { onSwitch: vi.fn(), onRemove: vi.fn(), onCancel: vi.fn() };
  render(<AmendBar amend={amend} t={makeTranslate(lang)} {...on} />);
  return on;
}

describe('the bar of a change to the past', () => {
  it('offers to remove an entry being corrected that still fits, and removes it on a tap', () => {
    const on = bar({ kind: 'fix', index: 45 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(on.onRemove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Insert before' })).not.toBeNull();
  });

  it('does not offer to remove while inserting: there is no entry of its own yet', () => {
    bar({ kind: 'insert', index: 45 });
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Correct it' })).not.toBeNull();
  });

  it('offers to insert a forgotten entry before an entry that no longer fits, as well as to remove it', () => {
    const on = bar({ kind: 'fix', index: 41, refit: { reason: 'a lot has at most 3 cards' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert before' }));
    expect(on.onSwitch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Later' })).not.toBeNull();
  });
});
