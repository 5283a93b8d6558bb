import type { CsvCell } from '../../lib/csv';
import type { AuthorShareRow, IncomeRow, ListedPayment, ListedStatement, OutstandingRow } from './api/money-types';
import { paymentKindLabel, paymentStatusLabels, statementStatusLabels } from './money-labels';

// The Money page's tables as CSV rows, header first. Amounts stay numbers (a spreadsheet sums
// them) beside their currency's code, never formatted text.

/** The income report's groups, under the name of what they are grouped by ("Year", "Company"). */
export const incomeCsvRows = (rows: readonly IncomeRow[], groupLabel: string, homeCurrency: string): CsvCell[][] => [
  [groupLabel, `Net received (${homeCurrency})`, 'Payments'],
  ...rows.map((row) => [row.label || 'Not set', row.amount, row.count]),
];

export const outstandingCsvRows = (rows: readonly OutstandingRow[], homeCurrency: string): CsvCell[][] => [
  ['Days past due', 'Currency', 'Outstanding', `In ${homeCurrency}`, 'Payments'],
  ...rows.map((row) => [row.age, row.currency, row.amount, row.homeAmount, row.count]),
];

export const paymentsCsvRows = (rows: readonly ListedPayment[]): CsvCell[][] => [
  ['Title', 'Company', 'Kind', 'Due date', 'Amount', 'Currency', 'Received', 'Status'],
  ...rows.map((p) => [p.title, p.company, paymentKindLabel(p.kind), p.dueDate, p.amount, p.currency, p.receivedAmount, p.status ? paymentStatusLabels[p.status] : '']),
];

export const statementsCsvRows = (rows: readonly ListedStatement[]): CsvCell[][] => [
  ['Title', 'Company', 'Period start', 'Period end', 'Due date', 'Status'],
  ...rows.map((s) => [s.title, s.company, s.periodStart, s.periodEnd, s.dueDate, statementStatusLabels[s.status]]),
];

export const authorSharesCsvRows = (rows: readonly AuthorShareRow[], homeCurrency: string): CsvCell[][] => [
  ['Title', 'Author', `Net received (${homeCurrency})`, `Author share (${homeCurrency})`, 'Payments'],
  ...rows.map((row) => [row.title, row.author, row.net, row.authorShare, row.count]),
];
