import dayjs, { type ConfigType } from 'dayjs';
import bnLocale from 'dayjs/locale/bn';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { currentLanguage, translate, type Language } from '../i18n';
import { localizeDigits } from './money';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every time on the site is shown in Bangladesh time (GMT+6). */
export const SITE_TIME_ZONE = 'Asia/Dhaka';

export function inDhaka(value?: ConfigType) {
  return dayjs(value).tz(SITE_TIME_ZONE);
}

/**
 * A Dhaka time in the chosen language: month and weekday names from dayjs's `bn` locale and Bengali
 * digits in Bangla ("২০২৬-১১-২২ ০০:৩০:০০"); the pattern is the same in both languages.
 */
export function formatDhakaTime(value: ConfigType, pattern = 'YYYY-MM-DD HH:mm:ss', language: Language = currentLanguage()): string {
  const text = inDhaka(value)
    .locale(language === 'bn' ? bnLocale : 'en')
    .format(pattern);
  return localizeDigits(text, language);
}

/** The header clock text, e.g. "2026-11-21 18:05:09 (GMT+6)", or "২০২৬-১১-২১ ১৮:০৫:০৯ (জিএমটি+৬)" in Bangla. */
export function formatSiteClock(value: ConfigType, language: Language = currentLanguage()): string {
  return `${formatDhakaTime(value, 'YYYY-MM-DD HH:mm:ss', language)} (${localizeDigits(translate(language, 'clock.zone'), language)})`;
}
