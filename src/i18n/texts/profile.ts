import { profileEn } from '../en/profile';
import { addEnglishTexts } from '../index';

addEnglishTexts(profileEn);
