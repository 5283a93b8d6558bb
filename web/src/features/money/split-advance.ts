import type { PaymentPayload } from './api/money-types';

/**
 * An amount cut in two halves that add up to it exactly: in minor units (cents; yen have none),
 * the odd unit on the first half. `decimals` is the currency's (2 for EUR, 0 for JPY).
 */
export function halves(amount: number, decimals: number): [number, number] {
  const scale = 10 ** decimals;
  // The advance has at most its currency's decimals (core's rule), so this is its exact count of
  // minor units; Math.round only removes the binary noise of the multiplication (0.29 * 100).
  const minor = Math.round(amount * scale);
  const second = Math.floor(minor / 2);
  return [(minor - second) / scale, second / scale];
}

/**
 * "Advance: half on signature, half on publication": the two payments of a license's advance,
 * their due dates left to the server, which derives them from the contract and publication dates.
 */
export function splitAdvance(advance: number, currency: string, decimals: number): [PaymentPayload, PaymentPayload] {
  const [first, second] = halves(advance, decimals);
  return [
    { kind: 'advance', trigger: 'signature', amount: first, currency },
    { kind: 'advance', trigger: 'publication', amount: second, currency },
  ];
}
