import { ApiError } from '../../../lib/api-client';

/**
 * A failed company write (spec §8: "failed to ..." thrown and logged). The message names the
 * operation with status and status text; the server's answer stays readable for the form:
 * `fieldErrors` of a 422 and `serverMessage` (e.g. the 409 "This company is used by 2 licenses...").
 */
export class CompanyRequestError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly serverMessage: string;

  constructor(operation: string, cause: unknown) {
    const status = cause instanceof ApiError ? cause.status : 0;
    const statusText = cause instanceof ApiError ? cause.statusText : '';
    super(
      cause instanceof ApiError ? `failed to ${operation}: ${status} - ${statusText}` : `failed to ${operation}: ${(cause as Error)?.message ?? cause}`,
      { cause },
    );
    this.name = 'CompanyRequestError';
    this.status = status;
    this.fieldErrors = cause instanceof ApiError ? cause.fieldErrors : {};
    this.serverMessage = cause instanceof Error ? cause.message : String(cause);
  }
}
