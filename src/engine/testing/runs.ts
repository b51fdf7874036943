// How many random cases a property test tries: the normal figure in `npm test`, forty times more in `npm run soak`.

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;

/** The number of runs for a property test whose normal figure is `n`. */
export function runs(n: number): number {
  return env?.CHOBA_SOAK ? n * 40 : n;
}
