// Opening the database, running any migrations it needs.
import { type IDBPDatabase, openDB } from 'idb';
import { type ChobaDB, DB_NAME, DB_VERSION, MIGRATIONS } from './schema';

/**
 * Opens (and upgrades if needed) the database; `version` is only lowered by the migration tests;
 * `terminated` runs when the browser closes the connection abnormally (storage cleared, disk trouble).
 */
export function openChobaDB(
  name = DB_NAME,
  version = DB_VERSION,
  terminated?: () => void,
): Promise<IDBPDatabase<ChobaDB>> {
  return openDB<ChobaDB>(name, version, {
    terminated,
    async upgrade(db, oldVersion, newVersion, tx) {
      for (let v = oldVersion; v < (newVersion ?? version); v++) await MIGRATIONS[v]?.(db, tx);
    },
    blocking(_current, _next, event) {
      // A newer tab wants to upgrade: let it, this tab reloads its data on next open.
      (event.target as IDBDatabase).close();
      terminated?.();
    },
  });
}
