import { fundsEn } from '../en/funds';
import { addEnglishTexts } from '../index';

addEnglishTexts(fundsEn);
