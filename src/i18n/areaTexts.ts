import { areasEn } from './enAreas';
import { addEnglishTexts } from './index';

// Imported for its effect by each page that shows the texts of an area behind the first screens
// (sign-up, the account, funds, records, the exchange, chat): the page's chunk brings them, so the
// entry does not. Bangla (bn.ts) is one chunk with every area already.
addEnglishTexts(areasEn);
