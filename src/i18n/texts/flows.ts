import { flowsEn } from '../en/flows';
import { addEnglishTexts } from '../index';

addEnglishTexts(flowsEn);
