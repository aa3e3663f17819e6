import { recordsEn } from '../en/records';
import { addEnglishTexts } from '../index';

addEnglishTexts(recordsEn);
