// The board's strings join the translation tables when the table's code loads (not with the app shell).
import { addStrings } from '../i18n';
import { en, ja } from '../strings/board';

let added = false;

/** Adds the board strings to the tables, once. */
export function addBoardStrings(): void {
  if (added) return;
  added = true;
  addStrings({ ja, en });
}
