import { withdrawalEn } from '../en/withdrawal';
import { addEnglishTexts } from '../index';

addEnglishTexts(withdrawalEn);
