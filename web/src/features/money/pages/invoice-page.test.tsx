import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-server';
import { aliceServer, cacheReferenceLists, signedIn, signedInAsAdmin } from '../../../test/server-fixtures';
import { renderApp } from '../../../test/render';

afterEach(() => vi.restoreAllMocks());

const license = { id: 12, title: 'Dune', titleId: 1, company: 'Gallimard', companyId: 2, contractDate: '2026-01-10', currency: 'EUR' };
const payment = { id: 4, licenseId: 12, kind: 'advance', trigger: 'date', dueDate: '2026-02-09', amount: 2500, currency: 'EUR', status: 'due', invoiceNumber: null, invoicedDate: '2026-01-15' };
const none = { legalName: null, address: null, vatNumber: null, iban: null, bic: null, bankDetails: null, footer: null };

/** The invoice of Dune's advance, the team's invoice details being `details`. */
function open(details: Record<string, string | null>, { admin = false } = {}) {
  aliceServer({
    'GET /api/licenses/12': () => json(200, license),
    'GET /api/companies/2': () => json(200, { id: 2, name: 'Gallimard', address: '5 rue Gaston-Gallimard\n75007 Paris', country: 'FR', contacts: [] }),
    'GET /api/licenses/12/payments': () => json(200, [payment]),
    'GET /api/team/settings': () => json(200, { name: 'Northwind Rights', timeZone: 'Europe/Paris', homeCurrency: 'EUR' }),
    'GET /api/team/invoice-details': () => json(200, details),
  });
  if (admin) signedInAsAdmin();
  else signedIn();
  cacheReferenceLists();
  renderApp('/invoices/12/4');
}

describe('the invoice', () => {
  it("prints the team's invoice details as its sender and how to pay at its foot", async () => {
    open({
      ...none,
      legalName: 'Northwind Rights Ltd',
      address: '12 Chapel Street\nLondon EC1',
      vatNumber: 'GB 123 4567 89',
      iban: 'GB82WEST12345698765432',
      bic: 'WESTGB2L',
      footer: 'Payment within 30 days.',
    });
    const issuer = await screen.findByTestId('invoice-issuer');
    expect(within(issuer).getByText('Northwind Rights Ltd')).toBeVisible();
    expect(issuer).toHaveTextContent('12 Chapel Street London EC1');
    expect(within(issuer).getByText('VAT no. GB 123 4567 89')).toBeVisible();
    expect(within(issuer).queryByText('Northwind Rights')).not.toBeInTheDocument();
    const foot = screen.getByTestId('invoice-footer');
    expect(within(foot).getByText('IBAN: GB82 WEST 1234 5698 7654 32')).toBeVisible();
    expect(within(foot).getByText('BIC: WESTGB2L')).toBeVisible();
    expect(within(foot).getByText('Payment within 30 days.')).toBeVisible();
    expect(screen.queryByText(/Add your legal name/)).not.toBeInTheDocument();
  });

  it("shows the team's name without details, and tells an admin where to set them", async () => {
    open(none, { admin: true });
    const issuer = await screen.findByTestId('invoice-issuer');
    expect(issuer).toHaveTextContent(/^Northwind Rights$/);
    expect(screen.queryByTestId('invoice-footer')).not.toBeInTheDocument();
    expect(await screen.findByText(/Add your legal name, address, VAT number and bank details in/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Team settings' })).toHaveAttribute('href', '/team');
  });

  it('gives no hint to an editor, who cannot set them', async () => {
    open(none);
    expect(await screen.findByTestId('invoice-issuer')).toHaveTextContent(/^Northwind Rights$/);
    expect(screen.queryByText(/Add your legal name/)).not.toBeInTheDocument();
  });
});
