/** Shown where a promotion has no image or its image does not load. */
export const DEFAULT_PROMOTION_IMAGE = '/images/default-poster.svg';
