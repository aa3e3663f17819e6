import { accountEn } from '../en/account';
import { addEnglishTexts } from '../index';

addEnglishTexts(accountEn);
