import { oddsViewEn } from '../en/oddsView';
import { addEnglishTexts } from '../index';

addEnglishTexts(oddsViewEn);
