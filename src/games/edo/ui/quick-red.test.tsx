// @vitest-environment happy-dom
// The 赤 field says to enter the pile and the cards as they were before 赤's pick: the check makes the pick itself.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../../app/i18n';
import { strings } from '../i18n';
import { QuickCheck } from './QuickCheck';

afterEach(cleanup);
beforeAll(() => addStrings(strings));

describe('edo quick check: the 赤 pick', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`tells the table to enter the discard pile and cards before 赤's pick (${lang})`, () => {
      const t = makeTranslate(lang);
      render(<QuickCheck t={t} />);
      const red = screen.getByRole('combobox', { name: t('edo.privilege.red') });
      const help = document.getElementById(red.getAttribute('aria-describedby') ?? '');
      expect(help?.textContent).toBe(t('edo.ui.qc.redHelp'));
      expect(help?.textContent).toMatch(lang === 'ja' ? /取る前/ : /before Red's pick/);
    });
  }
});
