import dayjs, { type ConfigType } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every time on the site is shown in Bangladesh time (GMT+6). */
export const SITE_TIME_ZONE = 'Asia/Dhaka';

export function inDhaka(value?: ConfigType) {
  return dayjs(value).tz(SITE_TIME_ZONE);
}

export function formatDhakaTime(value: ConfigType, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return inDhaka(value).format(pattern);
}

/** The header clock text, e.g. "2026-11-21 18:05:09 (GMT+6)". */
export function formatSiteClock(value: ConfigType): string {
  return `${formatDhakaTime(value)} (GMT+6)`;
}
