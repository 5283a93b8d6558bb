import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json } from '../../../test/fake-server';
import { aliceServer, cacheReferenceLists, signedIn } from '../../../test/server-fixtures';
import { renderApp } from '../../../test/render';

afterEach(() => vi.restoreAllMocks());

type Spy = ReturnType<typeof aliceServer>['spy'];
const bodiesOf = (spy: Spy, call: string) => spy.mock.calls.filter((_, i) => callsOf(spy)[i] === call).map(([, init]) => JSON.parse(String(init?.body)));

const license = { id: 12, version: 3, title: 'Dune', titleId: 3, company: 'Gollancz', companyId: 4, contractDate: '2026-01-10', signed: true, status: 'signed', territory: { world: true, include: [], exclude: [] }, exclusive: true, advance: 5000.01, currency: 'EUR' };

/** The license's Payments tab, the server storing what is posted (a payment on signature due 30 days after the contract). */
function open() {
  const stored: Record<string, unknown>[] = [];
  const { spy } = aliceServer({
    'GET /api/licenses/12': () => json(200, license),
    'GET /api/team/settings': () => json(200, { name: 'Northwind Rights', timeZone: 'Europe/Paris', homeCurrency: 'EUR' }),
    'GET /api/licenses/12/payments': () => json(200, stored),
    'POST /api/licenses/12/payments': ({ body }) => {
      const payment = body as Record<string, unknown>;
      if (payment.trigger === 'date' && !payment.dueDate) return json(422, { message: 'Validation failed', errors: { dueDate: 'Due date is required for this payment' } });
      const saved = { ...payment, id: stored.length + 1, licenseId: 12, dueDate: payment.trigger === 'signature' ? '2026-02-09' : null, status: payment.trigger === 'signature' ? 'due' : 'scheduled' };
      stored.push(saved);
      return json(200, saved);
    },
  });
  signedIn();
  cacheReferenceLists();
  renderApp('/licenses/edit/12?tab=payments');
  return { spy, user: userEvent.setup() };
}

describe("a license's payments", () => {
  it('splits the advance in two exact halves, the odd cent on signature, and no longer offers to', async () => {
    const { spy, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Advance: half on signature, half on publication' }));
    expect(await screen.findByText('Advance scheduled')).toBeInTheDocument();
    expect(bodiesOf(spy, 'POST /api/licenses/12/payments')).toEqual([
      { kind: 'advance', trigger: 'signature', amount: 2500.01, currency: 'EUR' },
      { kind: 'advance', trigger: 'publication', amount: 2500, currency: 'EUR' },
    ]);
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('row', { name: /On signature/ })).toHaveTextContent('€2,500.01');
    expect(within(table).getByRole('row', { name: /On publication/ })).toHaveTextContent('When published');
    expect(screen.queryByRole('button', { name: 'Advance: half on signature, half on publication' })).toBeNull();
  });

  it("shows the server's message under the field it refuses", async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Due date is required for this payment')).toBeVisible();
  });
});
