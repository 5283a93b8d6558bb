import { ApiError } from '../../../lib/api-client';

export type TitleOperation = 'create' | 'update' | 'delete';

/**
 * A failed title write (spec §8): the message names the operation, the status and the status text,
 * e.g. "failed to update title: 422 - Unprocessable Entity". The server's own answer stays available
 * for the screen: `fieldErrors` (a 422's `{field: message}`) and `serverMessage` (e.g. a 409's
 * "This title is used by 2 licenses; change or delete them first").
 */
export class TitleRequestError extends Error {
  readonly operation: TitleOperation;
  /** 0 when the server could not be reached. */
  readonly status: number;
  readonly statusText: string;
  readonly fieldErrors: Record<string, string>;
  readonly serverMessage: string;

  constructor(operation: TitleOperation, cause: unknown) {
    const api = cause instanceof ApiError ? cause : undefined;
    const status = api?.status ?? 0;
    const statusText = api?.statusText ?? '';
    const detail = api ? [String(status), statusText].filter(Boolean).join(' - ') : cause instanceof Error ? cause.message : String(cause);
    super(`failed to ${operation} title: ${detail}`, { cause });
    this.name = 'TitleRequestError';
    this.operation = operation;
    this.status = status;
    this.statusText = statusText;
    this.fieldErrors = api?.fieldErrors ?? {};
    this.serverMessage = cause instanceof Error ? cause.message : '';
  }
}
