import { signupEn } from '../en/signup';
import { addEnglishTexts } from '../index';

addEnglishTexts(signupEn);
