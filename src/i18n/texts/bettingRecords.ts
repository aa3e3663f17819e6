import { bettingRecordsEn } from '../en/bettingRecords';
import { addEnglishTexts } from '../index';

addEnglishTexts(bettingRecordsEn);
