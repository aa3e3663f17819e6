import { memo, useEffect, useRef } from 'react';
import { localizeDigits } from '../../format/money';
import { useLanguage, type Language } from '../../i18n';
import classes from './oddsView.module.css';

type PriceCellProps = {
  kind: 'back' | 'lay';
  /** The price (or the Fancy line); null: nothing offered. */
  price: number | null;
  /** The money available (or the Fancy rate). */
  size: number | null;
  label: string;
  testId: string;
  onPick: (kind: 'back' | 'lay') => void;
};

/** Made on first use (a page in English never needs it; see money.ts). */
let compactBangla: Intl.NumberFormat | undefined;

/** The size as exchanges print it: 1.5k in English; in Bangla with Bangla digits and হাজার/লাখ (১.৫ হা). */
function sizeText(size: number, language: Language): string {
  if (language === 'bn') return size >= 1000 ? (compactBangla ??= new Intl.NumberFormat('bn-BD', { notation: 'compact', maximumFractionDigits: 1, numberingSystem: 'beng' })).format(size) : localizeDigits(String(Math.round(size * 100) / 100), language);
  return size >= 1000 ? `${Math.round(size / 100) / 10}k` : String(Math.round(size * 100) / 100);
}

/**
 * A changed price flashes for 0.6 s: a class set on the element itself, so no extra render. Only
 * the price counts (issue 22): the money available changes on almost every poll, and a ladder of
 * cells flashing at once hid which price had moved.
 */
function useFlash(price: number | null) {
  const ref = useRef<HTMLButtonElement>(null);
  const previous = useRef(price);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    const element = ref.current;
    if (!element || before === price || before === null || price === null) return;
    element.classList.remove(classes.flash ?? 'flash');
    const frame = requestAnimationFrame(() => element.classList.add(classes.flash ?? 'flash'));
    const timer = setTimeout(() => element.classList.remove(classes.flash ?? 'flash'), 700);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [price]);
  return ref;
}

/** One clickable price: best back (blue) or lay (pink), with its size. */
export const PriceCell = memo(function PriceCell({ kind, price, size, label, testId, onPick }: PriceCellProps) {
  const ref = useFlash(price);
  // Memoised against price changes, so the cell follows a language switch on its own.
  const language = useLanguage();
  const offered = price !== null;
  return (
    <button
      ref={ref}
      type="button"
      className={`${classes.cell} ${kind === 'back' ? classes.back : classes.lay}`}
      disabled={!offered}
      aria-label={offered ? label : undefined}
      data-testid={testId}
      onClick={() => onPick(kind)}
    >
      <span>{offered ? localizeDigits(String(price), language) : '–'}</span>
      {offered && size !== null ? <span className={classes.size}>{sizeText(size, language)}</span> : null}
    </button>
  );
});
