import { pageAnswer, pageNumbers, pagination, parseId } from './paging.ts';

describe('paging', () => {
  it('writes each paged shape with its keys in the order the answers had', () => {
    expect(JSON.stringify(pageAnswer(2, 10, 25))).toBe('{"current_page":2,"last_page":3,"per_page":10,"total":25}');
    expect(JSON.stringify(pageNumbers(1, 20, 0))).toBe('{"current_page":1,"last_page":1}');
    expect(JSON.stringify(pagination(3, 50, 101))).toBe('{"current_page":3,"per_page":50,"total":101,"last_page":3}');
  });

  it('reads a path id within the column range', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeUndefined();
    expect(parseId('2147483648')).toBeUndefined();
  });
});
