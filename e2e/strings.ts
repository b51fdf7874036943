// The app's sentences as a test expects to see them: keys looked up in the app's own string tables.

/** Fills a string of the app: a key and its placeholders. */
export type Say = (key: string, params?: Record<string, string | number>) => string;

/** A translator over `tables` (later tables win); a key in none of them fails the test at once. */
export function sayer(...tables: Record<string, string>[]): Say {
  const table: Record<string, string> = Object.assign({}, ...tables);
  const plural = new Intl.PluralRules('en');
  return (key, params = {}) => {
    // A count picks the plural form where the table has one (only the English table has `key#one`).
    const form = typeof params.n === 'number' ? table[`${key}#${plural.select(params.n)}`] : undefined;
    const text = form ?? table[key];
    if (text === undefined) throw new Error(`no string ${key}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      params[name] === undefined ? whole : String(params[name]),
    );
  };
}
