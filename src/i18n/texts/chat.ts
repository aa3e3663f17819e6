import { chatEn } from '../en/chat';
import { addEnglishTexts } from '../index';

addEnglishTexts(chatEn);
