import { areasEn } from './enAreas';
import { addEnglishTexts } from './index';

// Every area's English texts at once, for tests that show views alone (tests/components/setup.ts, the
// flows' checklists). The site never imports it: each page brings its own areas' (src/i18n/texts/,
// checked by textSplit.test.ts). Bangla (bn.ts) is one chunk with every area already.
addEnglishTexts(areasEn);
