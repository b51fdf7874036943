// Player and goods colours: one CSS colour and one letter per colour id, so no information rests on colour alone.

/** CSS colour and a readable letter for each colour id a game may use. */
export const COLOURS: Record<string, { css: string; ink: string }> = {
  white: { css: '#f4f1ea', ink: '#1b1b1b' },
  yellow: { css: '#e2b714', ink: '#1b1b1b' },
  red: { css: '#c8442f', ink: '#ffffff' },
  blue: { css: '#2b5c9e', ink: '#ffffff' },
  black: { css: '#1b1b1b', ink: '#ffffff' },
  green: { css: '#2e7d4f', ink: '#ffffff' },
  purple: { css: '#7b4fa0', ink: '#ffffff' },
  orange: { css: '#e07b28', ink: '#1b1b1b' },
  grey: { css: '#8a8a8a', ink: '#1b1b1b' },
  brown: { css: '#8b5a2b', ink: '#ffffff' },
  pink: { css: '#e58fb0', ink: '#1b1b1b' },
  indigo: { css: '#1f3a5f', ink: '#ffffff' },
  vermilion: { css: '#c8442f', ink: '#ffffff' },
  ochre: { css: '#c98b2b', ink: '#1b1b1b' },
};

/** The colour of an id, or a neutral one for an id this table does not know. */
export function colourOf(id: string): { css: string; ink: string } {
  return COLOURS[id] ?? { css: '#8a8a8a', ink: '#1b1b1b' };
}
