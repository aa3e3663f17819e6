import { inboxEn } from '../en/inbox';
import { addEnglishTexts } from '../index';

addEnglishTexts(inboxEn);
