/**
 * The shared business rules, compiled from the Rust core crate to WebAssembly. This module is the
 * only importer of the wasm package: everything else calls these typed wrappers.
 *
 * `loadCore()` must have resolved before any other function here is called; main.tsx awaits it once
 * before the first render (and the Vitest setup initialises the module synchronously).
 */
import init, * as wasm from 'rightsdesk-wasm';
import type { CurrencyOption, Limits as WasmLimits, ValueLabel } from 'rightsdesk-wasm';

/** field -> message; `{}` when valid. The server's 422 `errors` use the same shape and strings. */
export type FieldErrors = Record<string, string>;

/** A select option whose wire value and label differ. */
export type Option = ValueLabel;
export type Currency = CurrencyOption;
export type Limits = WasmLimits;

let ready: Promise<unknown> | undefined;

export function loadCore(): Promise<unknown> {
  ready ??= init();
  return ready;
}

const fieldErrors = (value: unknown): FieldErrors =>
  value && typeof value === 'object' ? (value as FieldErrors) : {};

export const validateTitle = (title: object): FieldErrors => fieldErrors(wasm.validateTitle(title));
export const validateLicense = (license: object): FieldErrors => fieldErrors(wasm.validateLicense(license));
export const validateCompany = (company: object): FieldErrors => fieldErrors(wasm.validateCompany(company));

export const validateFile = (name: string, contentType: string, size: number, head?: Uint8Array): { file?: string } =>
  wasm.validateFile(name, contentType, size, head) ?? {};

/** True when `text` is long enough to ask the server for suggestions. */
export const searchReady = (text: string): boolean => wasm.searchReady(text);

/** The normalised text a lookup sends (and caches by). */
export const searchKey = (text: string): string => wasm.searchKey(text);

export const contractTypes = (): Option[] => wasm.contractTypes();
export const currencies = (): Currency[] => wasm.currencies();
export const companyTypes = (): Option[] => wasm.companyTypes();
export const limits = (): Limits => wasm.limits();
