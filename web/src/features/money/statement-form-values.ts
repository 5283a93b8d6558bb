import { parseAmount } from '../../lib/amount';
import type { Statement, StatementPayload } from './api/money-types';

/** A royalty statement as its form holds it: numbers as typed, empty fields ''. */
export interface StatementValues {
  periodStart: string;
  periodEnd: string;
  receivedDate: string;
  copiesSold: string;
  earned: string;
  currency: string;
  notes: string;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const blankless = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The form of `statement`, or of a new one for `period` (an expected statement's), received `today`. */
export const statementValues = (statement: Statement | undefined, licenseCurrency: string | null, period?: { periodStart: string; periodEnd: string }, today = ''): StatementValues => ({
  periodStart: statement?.periodStart ?? period?.periodStart ?? '',
  periodEnd: statement?.periodEnd ?? period?.periodEnd ?? '',
  receivedDate: statement ? text(statement.receivedDate) : today,
  copiesSold: text(statement?.copiesSold),
  earned: text(statement?.earned),
  currency: statement?.currency ?? licenseCurrency ?? '',
  notes: text(statement?.notes),
});

/** What is sent; copies sold a whole number as typed (the server refuses what is not). */
export const statementPayload = (values: StatementValues, id?: number): StatementPayload => ({
  ...(id === undefined ? {} : { id }),
  periodStart: blankless(values.periodStart),
  periodEnd: blankless(values.periodEnd),
  receivedDate: blankless(values.receivedDate),
  copiesSold: parseAmount(values.copiesSold),
  earned: parseAmount(values.earned),
  currency: blankless(values.currency),
  notes: blankless(values.notes),
});
