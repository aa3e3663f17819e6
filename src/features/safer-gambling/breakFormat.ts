import { formatDhakaTime } from '../../format/time';

/** A break's end (or another moment the player is told) in Dhaka time, in the site's digits. */
export function breakDate(iso: string): string {
  return formatDhakaTime(iso, 'YYYY-MM-DD HH:mm');
}
