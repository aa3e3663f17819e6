import { referralEn } from '../en/referral';
import { addEnglishTexts } from '../index';

addEnglishTexts(referralEn);
