import { promotionsEn } from '../en/promotions';
import { addEnglishTexts } from '../index';

addEnglishTexts(promotionsEn);
