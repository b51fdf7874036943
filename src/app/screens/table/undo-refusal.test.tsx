// @vitest-environment happy-dom
// Undo beside a refusal (issue 32): it takes back the last entry that was accepted, not the refused one (that
// one was never entered), so there it says which, in the table's words and with nothing the rules hide: a
// sealed bid is named by its player, never by its amount.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import example from '../../../../docs/examples/mercator.json';
import { appModel, exampleAt, padEntry, renderTable } from '../../testing/table';

afterEach(cleanup);

/** The example Mercator game at lot 2 (Ben turned green 10, yellow 9, purple 8): no bid in yet. */
async function lotTwo(lang: 'en' | 'ja') {
  const session = exampleAt(example, 10);
  await renderTable(session, appModel(lang));
  return session;
}
const undo = () => document.querySelector<HTMLButtonElement>('[data-answer] .answer-undo');

describe('Undo beside a refusal', () => {
  it('names the sealed bid it would take back, by its player only (en)', async () => {
    const session = await lotTwo('en');
    // Chie bids 20 (sealed), then Dai's 99 is refused: he holds 50 (he bid 0 on lot 1).
    await padEntry('20', 'Enter');
    expect(undo()?.textContent, 'beside an echo it is plain Undo').toBe('Undo');
    await padEntry('99', 'Enter');
    expect(screen.getByRole('alert').textContent).toContain('Dai does not have 99');
    const button = undo();
    expect(button?.getAttribute('aria-label')).toBe("Undo: Chie's bid is in (shown when every bid is in)");
    expect(button?.textContent).not.toContain('20');
    expect(button?.textContent).toContain('Chie');
    // It does what it says: Chie's bid is taken back, and nothing of Dai's was entered.
    fireEvent.click(button as HTMLButtonElement);
    expect(session.record.value.entries).toHaveLength(10);
  });

  it('names it in Japanese too', async () => {
    await lotTwo('ja');
    await padEntry('20', '決定');
    await padEntry('99', '決定');
    expect(undo()?.getAttribute('aria-label')).toBe(
      '取り消し: Chieの競り値 入力済み(全員そろうまで伏せます)',
    );
  });
});
