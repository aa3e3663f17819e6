import { formatViewBox, pan, parseViewBox, zoom } from './viewBox';

const whole = { x: 0, y: 0, width: 1000, height: 500 };

describe('fit, zoom and pan on the viewBox', () => {
  it('reads and writes a viewBox', () => {
    expect(parseViewBox('0 0 1000 500')).toEqual(whole);
    expect(parseViewBox('0 0 0 500')).toBeNull();
    expect(parseViewBox(null)).toBeNull();
    expect(formatViewBox({ x: 1.234, y: 2, width: 3.005, height: 4 })).toBe('1.23 2 3.01 4');
  });

  it('zooms about the centre or a point, within 1/8 and 4 times the drawing', () => {
    expect(zoom(whole, 2, whole)).toEqual({ x: 250, y: 125, width: 500, height: 250 });
    expect(zoom(whole, 2, whole, { x: 0, y: 0 })).toEqual({ x: 0, y: 0, width: 500, height: 250 });
    expect(zoom(whole, 100, whole).width).toBe(125);
    expect(zoom(whole, 1 / 100, whole).width).toBe(4000);
  });

  it('pans by drawing units', () => {
    expect(pan(whole, 10, -20)).toEqual({ x: 10, y: -20, width: 1000, height: 500 });
  });
});
