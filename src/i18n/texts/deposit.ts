import { depositEn } from '../en/deposit';
import { addEnglishTexts } from '../index';

addEnglishTexts(depositEn);
