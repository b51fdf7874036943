// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fitSize, wrapText } from './share-png';

/** A canvas context stand-in: every character is 10 px wide at 20 px (widths scale with the font size). */
function fakeContext() {
  const g = {
    font: '20px sans-serif',
    measureText(text: string) {
      const size = Number(/(\d+)px/.exec(g.font)?.[1] ?? 20);
      return { width: [...text].length * size * 0.5 } as TextMetrics;
    },
  };
  return g as unknown as CanvasRenderingContext2D;
}

describe('the shared picture measures its text', () => {
  it('wraps English at spaces, every line within the width, nothing lost', () => {
    const text = 'Place decided by: final money (money left + sale)';
    const lines = wrapText(fakeContext(), text, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect([...line].length * 10).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(text);
  });

  it('wraps Japanese between words and keeps brackets and commas with their words (禁則)', () => {
    const text = '積荷40+色ボーナス10=50、2〜3位を2人で同点: 20 + 10 = 30 ÷ 2 = 15(切り捨て)';
    const lines = wrapText(fakeContext(), text, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect([...line].length * 10).toBeLessThanOrEqual(200);
      expect(line).not.toMatch(/^[)、:]/);
      expect(line).not.toMatch(/\($/);
    }
    expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
  });

  it('breaks a word longer than the line between characters rather than running off the picture', () => {
    const lines = wrapText(fakeContext(), 'x'.repeat(45), 200);
    expect(lines).toEqual(['x'.repeat(20), 'x'.repeat(20), 'x'.repeat(5)]);
  });

  it('shrinks a title to the largest size that fits, never below the smallest', () => {
    const g = fakeContext();
    // 44 characters at size s are 22 s px wide: 664 px fits 30 px (660).
    expect(fitSize(g, 'x'.repeat(44), 664, 30, 22)).toBe(30);
    // 50 characters: 25 s <= 664 -> 26.
    expect(fitSize(g, 'x'.repeat(50), 664, 30, 22)).toBe(26);
    expect(fitSize(g, 'x'.repeat(90), 664, 30, 22)).toBe(22);
  });
});
