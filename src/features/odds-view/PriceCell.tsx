import { memo, useEffect, useRef } from 'react';
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

const sizeText = (size: number) => (size >= 1000 ? `${Math.round(size / 100) / 10}k` : String(Math.round(size * 100) / 100));

/** A changed price flashes for 0.6 s: a class set on the element itself, so no extra render. */
function useFlash(price: number | null, size: number | null) {
  const ref = useRef<HTMLButtonElement>(null);
  const previous = useRef({ price, size });
  useEffect(() => {
    const before = previous.current;
    previous.current = { price, size };
    const element = ref.current;
    if (!element || (before.price === price && before.size === size)) return;
    element.classList.remove(classes.flash ?? 'flash');
    const frame = requestAnimationFrame(() => element.classList.add(classes.flash ?? 'flash'));
    const timer = setTimeout(() => element.classList.remove(classes.flash ?? 'flash'), 700);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [price, size]);
  return ref;
}

/** One clickable price: best back (blue) or lay (pink), with its size. */
export const PriceCell = memo(function PriceCell({ kind, price, size, label, testId, onPick }: PriceCellProps) {
  const ref = useFlash(price, size);
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
      <span>{offered ? price : '–'}</span>
      {offered && size !== null ? <span className={classes.size}>{sizeText(size)}</span> : null}
    </button>
  );
});
