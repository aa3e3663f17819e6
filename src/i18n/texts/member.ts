import { memberEn } from '../en/member';
import { addEnglishTexts } from '../index';

addEnglishTexts(memberEn);
