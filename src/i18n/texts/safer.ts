import { saferEn } from '../en/safer';
import { addEnglishTexts } from '../index';

addEnglishTexts(saferEn);
