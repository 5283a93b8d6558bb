import { describe, expect, it } from 'vitest';
import { halves, splitAdvance } from './split-advance';

describe('the advance in two halves', () => {
  it('splits an even amount in two equal parts', () => {
    expect(halves(5000, 2)).toEqual([2500, 2500]);
  });

  it('puts the odd cent on the first half, so the two add up to the advance', () => {
    expect(halves(1000.01, 2)).toEqual([500.01, 500]);
    expect(halves(0.03, 2)).toEqual([0.02, 0.01]);
  });

  it('splits yen in whole units, the odd one first', () => {
    expect(halves(1_000_001, 0)).toEqual([500_001, 500_000]);
  });

  it('keeps three decimals for dinars', () => {
    expect(halves(10.005, 3)).toEqual([5.003, 5.002]);
  });

  it('is exact where floating point is not: 0.29 is 29 cents', () => {
    const [first, second] = halves(0.29, 2);
    expect([first, second]).toEqual([0.15, 0.14]);
    expect(JSON.stringify({ first, second })).toBe('{"first":0.15,"second":0.14}');
  });

  it('makes one payment due on signature and one on publication, in the advance currency', () => {
    expect(splitAdvance(7001, 'EUR', 2)).toEqual([
      { kind: 'advance', trigger: 'signature', amount: 3500.5, currency: 'EUR' },
      { kind: 'advance', trigger: 'publication', amount: 3500.5, currency: 'EUR' },
    ]);
  });
});
