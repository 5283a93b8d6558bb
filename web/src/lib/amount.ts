/**
 * An amount as typed in an AmountInput (an advance, an offer): undefined when empty, NaN when not a
 * number (the core then refuses it with its message), else the number sent.
 */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return Number(trimmed);
}
