import { exchangeEn } from '../en/exchange';
import { addEnglishTexts } from '../index';

addEnglishTexts(exchangeEn);
