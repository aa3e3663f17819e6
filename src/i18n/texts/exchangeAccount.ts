import { exchangeAccountEn } from '../en/exchangeAccount';
import { addEnglishTexts } from '../index';

addEnglishTexts(exchangeAccountEn);
