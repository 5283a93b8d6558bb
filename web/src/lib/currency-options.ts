import { currencies } from './core';

/** Every currency as a select offers it: its code, then its name ("SEK – Swedish Krona"). */
export const currencyOptions = () => currencies().map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` }));

/** How many decimals an amount of `code` has (2 for EUR, 0 for JPY); 2 for a code core does not know. */
export const decimalsOf = (code: string | null | undefined): number => currencies().find((c) => c.code === code)?.decimals ?? 2;
