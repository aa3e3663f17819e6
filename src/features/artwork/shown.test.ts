import { describe, expect, it } from 'vitest';
import { captionIn, pictureIn } from './shown';

const art = { thumbnail: '/storage/sliders/welcome-bonus.bn.svg?v=1', kicker: 'স্বাগতম বোনাস', headline: '১০০% বোনাস, সর্বোচ্চ', offer: '৳১০,০০০', cta: 'এখনই ডিপোজিট করুন' };

describe('content in the player’s language (issue 22)', () => {
  it('shows the Bangla caption on the Bangla site, the English one otherwise or when there is none', () => {
    expect(captionIn('bn', 'Top slots', 'সেরা স্লট')).toBe('সেরা স্লট');
    expect(captionIn('en', 'Top slots', 'সেরা স্লট')).toBe('Top slots');
    expect(captionIn('bn', 'Top slots', undefined)).toBe('Top slots');
    expect(captionIn('bn', 'Top slots', '')).toBe('Top slots');
  });

  it('shows the word-free drawing with its Bangla words on the Bangla site, the picture as it is otherwise', () => {
    const { thumbnail, ...words } = art;
    expect(pictureIn('bn', '/storage/sliders/welcome-bonus.svg?v=1', art)).toEqual({ src: thumbnail, words });
    expect(pictureIn('en', '/storage/sliders/welcome-bonus.svg?v=1', art)).toEqual({ src: '/storage/sliders/welcome-bonus.svg?v=1', words: null });
    expect(pictureIn('bn', '/uploads/summer.png', null)).toEqual({ src: '/uploads/summer.png', words: null });
  });
});
