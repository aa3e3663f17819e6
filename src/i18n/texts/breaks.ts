import { breaksEn } from '../en/breaks';
import { addEnglishTexts } from '../index';

addEnglishTexts(breaksEn);
