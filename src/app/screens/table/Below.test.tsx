// @vitest-environment happy-dom
// The line at the screen's foot counts the step's choices below it, and one tap brings the first into view.
// (happy-dom lays nothing out: each button's box is set by hand, as the browser would measure it.)
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTranslate } from '../../i18n';
import { Below } from './Below';

afterEach(cleanup);

/** A step with a control and buttons whose bottoms stand at `bottoms` (px from the top of the screen). */
function step(bottoms: number[]): HTMLElement {
  const entry = document.createElement('div');
  const control = document.createElement('div');
  control.dataset.control = '';
  entry.append(control);
  for (const [i, bottom] of bottoms.entries()) {
    const button = document.createElement('button');
    button.textContent = `choice ${i}`;
    button.getBoundingClientRect = () => ({ bottom, top: bottom - 44 }) as DOMRect;
    button.scrollIntoView = vi.fn();
    control.append(button);
  }
  for (const el of entry.querySelectorAll<HTMLElement>('*')) el.checkVisibility = () => true;
  document.body.append(entry);
  return entry;
}

describe('the choices below the foot', () => {
  it('says how many are below the screen (its pinned line included) and scrolls to the first', async () => {
    const foot = window.innerHeight;
    const entry = step([100, foot - 20, foot + 200, foot + 300]);
    const view = render(<Below entry={{ current: entry }} t={makeTranslate('en')} />);
    const line = await waitFor(() => view.getByRole('button', { name: '▼ 3 more choices below' }));
    fireEvent.click(line);
    const buttons = [...entry.querySelectorAll('button')];
    expect(buttons[1]?.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(buttons[2]?.scrollIntoView).not.toHaveBeenCalled();
    entry.remove();
  });

  it('says nothing when every choice is in view', async () => {
    const entry = step([100, 200]);
    const view = render(<Below entry={{ current: entry }} t={makeTranslate('en')} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.textContent).toBe('');
    entry.remove();
  });

  it('counts again when the step changes, not when only the shield over it comes or goes', async () => {
    const foot = window.innerHeight;
    const entry = step([100, foot + 200]);
    const first = entry.querySelector('button') as HTMLButtonElement;
    const measured = vi.spyOn(first, 'getBoundingClientRect');
    const view = render(<Below entry={{ current: entry }} t={makeTranslate('en')} />);
    await waitFor(() => view.getByRole('button', { name: '▼ 1 more choice below' }));
    const before = measured.mock.calls.length;
    const shield = document.createElement('div');
    shield.className = 'table-shield';
    entry.append(shield);
    await new Promise((resolve) => setTimeout(resolve, 50));
    shield.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(measured.mock.calls.length).toBe(before);
    // The step changes: a third choice comes below the foot.
    const control = entry.querySelector('[data-control]') as HTMLElement;
    const added = document.createElement('button');
    added.getBoundingClientRect = () => ({ bottom: foot + 300, top: foot + 256 }) as DOMRect;
    added.checkVisibility = () => true;
    control.append(added);
    await waitFor(() => view.getByRole('button', { name: '▼ 2 more choices below' }));
    expect(measured.mock.calls.length).toBeGreaterThan(before);
    entry.remove();
  });
});
