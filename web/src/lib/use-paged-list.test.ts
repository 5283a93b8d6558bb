import { describe, expect, it } from 'vitest';
import { pageOf } from './use-paged-list';

describe('pageOf', () => {
  it('cuts the page asked for and counts every row', () => {
    const rows = Array.from({ length: 7 }, (_, i) => i + 1);
    expect(pageOf(rows, { limit: 3, offset: 3 })).toEqual({ rows: [4, 5, 6], total: 7 });
    expect(pageOf(rows, { limit: 3, offset: 6 })).toEqual({ rows: [7], total: 7 });
    expect(pageOf([], { limit: 3, offset: 0 })).toEqual({ rows: [], total: 0 });
  });
});
