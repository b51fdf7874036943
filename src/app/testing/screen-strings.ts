// Unit tests render screens without the app's lazy loader: the shell's screen strings are there from the start,
// as they are once the loader has run. (App.test.tsx checks the loader itself.)
import { addStrings } from '../i18n';
import { en } from '../strings/en';
import { ja } from '../strings/ja';

addStrings({ ja, en });
