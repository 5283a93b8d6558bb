import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv';
import type { ListedPayment } from './api/money-types';
import { authorSharesCsvRows, incomeCsvRows, outstandingCsvRows, paymentsCsvRows } from './money-csv';

describe('the Money page as CSV', () => {
  it('writes the income by group with its amount as a number in the home currency', () => {
    const rows = incomeCsvRows(
      [
        { key: '2025', label: '2025', amount: 1234.5, count: 3 },
        { key: '', label: '', amount: 10, count: 1 },
      ],
      'Year',
      'EUR',
    );
    expect(toCsv(rows)).toBe('Year,Net received (EUR),Payments\r\n2025,1234.5,3\r\nNot set,10,1\r\n');
  });

  it('keeps each currency of what is outstanding apart, and leaves the home amount empty without a rate', () => {
    const rows = outstandingCsvRows([{ age: '90+', currency: 'USD', amount: 500, homeAmount: null, count: 1 }], 'EUR');
    expect(toCsv(rows)).toBe('Days past due,Currency,Outstanding,In EUR,Payments\r\n90+,USD,500,,1\r\n');
  });

  it('names a payment by its title and company, its kind and status in words', () => {
    const payment = { id: 1, title: 'Dune, the book', titleId: 2, company: 'Gallimard', companyId: 3, kind: 'advance', trigger: 'signature', dueDate: '2026-02-09', amount: 2500, currency: 'EUR', receivedAmount: null, status: 'overdue' } as unknown as ListedPayment;
    expect(toCsv(paymentsCsvRows([payment])).split('\r\n')[1]).toBe('"Dune, the book",Gallimard,Advance,2026-02-09,2500,EUR,,Overdue');
  });

  it("gives the royalty department each title's author and share", () => {
    const rows = authorSharesCsvRows([{ titleId: 1, title: 'Dune', author: 'Frank Herbert', net: 1000, authorShare: 500, count: 2 }], 'EUR');
    expect(rows).toEqual([
      ['Title', 'Author', 'Net received (EUR)', 'Author share (EUR)', 'Payments'],
      ['Dune', 'Frank Herbert', 1000, 500, 2],
    ]);
  });
});
