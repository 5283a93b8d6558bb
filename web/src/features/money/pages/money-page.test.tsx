import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-server';
import { aliceServer, cacheReferenceLists, signedIn } from '../../../test/server-fixtures';
import { renderApp } from '../../../test/render';

afterEach(() => vi.restoreAllMocks());

const listed = (rows: unknown[], total = rows.length) => new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) } });

const payment = { id: 4, licenseId: 12, kind: 'advance', trigger: 'signature', dueDate: '2026-02-09', amount: 2500, currency: 'USD', receivedAmount: 1000, receivedDate: '2026-02-10', status: 'overdue', title: 'Dune', titleId: 1, company: 'Gallimard', companyId: 2 };
const statement = { status: 'overdue', licenseId: 13, title: 'Emma', titleId: 3, company: 'Hanser', companyId: 5, periodStart: '2025-07-01', periodEnd: '2025-12-31', dueDate: '2026-03-31', statement: null };

/** The Money page of a team counting in EUR; `asked` collects the income calls. */
function open(path = '/money', { paymentsTotal = 1, sharesTotal = 1, incomeTotal = 1 } = {}) {
  const asked: string[] = [];
  const { spy } = aliceServer({
    'GET /api/team/settings': () => json(200, { name: 'Northwind Rights', timeZone: 'Europe/Paris', homeCurrency: 'EUR' }),
    'GET /api/payments': () => listed([payment], paymentsTotal),
    'GET /api/statements': () => listed([statement]),
    'GET /api/reports/outstanding': () => json(200, [{ age: '90+', currency: 'USD', amount: 1500, homeAmount: 1380, count: 1 }]),
    'GET /api/reports/author-shares': ({ url }) => {
      asked.push(url);
      return listed([{ titleId: 1, title: 'Dune', author: 'Frank Herbert', net: 920, authorShare: 460, count: 1 }], sharesTotal);
    },
    'GET /api/reports/income': ({ url }) => {
      asked.push(url);
      const groupBy = new URL(url, 'http://localhost').searchParams.get('groupBy');
      return listed(groupBy === 'company' ? [{ key: '2', label: 'Gallimard', amount: 920, count: 1 }] : [{ key: '2026', label: '2026', amount: 920, count: 1 }], incomeTotal);
    },
  });
  signedIn();
  cacheReferenceLists();
  const { router } = renderApp(path);
  return { asked, spy, router };
}

describe('the Money page', () => {
  it('lists the unpaid payments and the overdue statements, each opening its license on the right tab', async () => {
    const { spy } = open();
    const payments = await screen.findByRole('table', { name: 'Payments due and overdue' });
    const row = within(payments).getByRole('row', { name: /Dune/ });
    expect(row).toHaveTextContent('$2,500.00');
    expect(row).toHaveTextContent('Overdue');
    expect(within(row).getByRole('link', { name: 'Dune – Gallimard' })).toHaveAttribute('href', '/licenses/edit/12?tab=payments');
    expect(spy.mock.calls.map(([input]) => String(input))).toContain('/api/payments?limit=50&offset=0&status=due%2Coverdue%2Cpart_paid');
    const statements = await screen.findByRole('table', { name: 'Statements overdue' });
    expect(within(statements).getByRole('link', { name: 'Emma – Hanser' })).toHaveAttribute('href', '/licenses/edit/13?tab=statements');
  });

  it('shows what is outstanding in its currency and in the home currency', async () => {
    open();
    const row = within(await screen.findByRole('table', { name: 'Outstanding by age' })).getByRole('row', { name: /Over 90 days/ });
    expect(row).toHaveTextContent('$1,500.00');
    expect(row).toHaveTextContent('€1,380.00');
  });

  it('groups the income as the address asks, and asks again when the grouping changes', async () => {
    const { asked } = open('/money?from=2026-01-01');
    const income = await screen.findByRole('table', { name: 'Income' });
    expect(within(income).getByRole('row', { name: /2026/ })).toHaveTextContent('€920.00');
    expect(asked.at(-1)).toBe('/api/reports/income?limit=50&offset=0&groupBy=year&from=2026-01-01');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'company');
    expect(await within(screen.getByRole('table', { name: 'Income' })).findByRole('link', { name: 'Gallimard' })).toHaveAttribute('href', '/contacts/2');
    expect(asked.at(-1)).toBe('/api/reports/income?limit=50&offset=0&groupBy=company&from=2026-01-01');
  });

  it('shows the income a page of groups at a time, a new grouping from its first page', async () => {
    const { asked, router } = open('/money?groupBy=company', { incomeTotal: 120 });
    await screen.findByRole('table', { name: 'Income' });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of groups' })).getByRole('button', { name: /Next/ }));
    expect(router.state.location.search).toBe('?groupBy=company&income=2');
    await screen.findByRole('table', { name: 'Income' });
    expect(asked.at(-1)).toBe('/api/reports/income?limit=50&offset=50&groupBy=company');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'title');
    expect(router.state.location.search).toBe('?groupBy=title');
    await screen.findByRole('table', { name: 'Income' });
    expect(asked.at(-1)).toBe('/api/reports/income?limit=50&offset=0&groupBy=title');
  });

  it("gives each title's author share for the income's period, a page of titles at a time", async () => {
    const { asked, router } = open('/money?from=2026-01-01&to=2026-06-30', { sharesTotal: 180 });
    const row = within(await screen.findByRole('table', { name: 'Author shares' })).getByRole('row', { name: /Dune/ });
    expect(row).toHaveTextContent('Frank Herbert');
    expect(row).toHaveTextContent('€920.00');
    expect(row).toHaveTextContent('€460.00');
    expect(asked).toContain('/api/reports/author-shares?limit=50&offset=0&from=2026-01-01&to=2026-06-30');
    await userEvent.setup().click(within(screen.getByRole('navigation', { name: 'Pages of titles' })).getByRole('button', { name: /Next/ }));
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-06-30&shares=2');
    await screen.findByRole('table', { name: 'Author shares' });
    expect(asked).toContain('/api/reports/author-shares?limit=50&offset=50&from=2026-01-01&to=2026-06-30');
  });

  it('keeps the page of each list and the grouping in the address: a link opens the same view, Back the one before', async () => {
    const { spy, router } = open('/money?payments=2&statementsSize=100', { paymentsTotal: 120 });
    await screen.findByRole('table', { name: 'Payments due and overdue' });
    const calls = () => spy.mock.calls.map(([input]) => String(input));
    expect(calls()).toContain('/api/payments?limit=50&offset=50&status=due%2Coverdue%2Cpart_paid');
    expect(calls().some((call) => call.startsWith('/api/statements?limit=100&offset=0'))).toBe(true);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of payments' })).getByRole('button', { name: /Next/ }));
    expect(router.state.location.search).toBe('?payments=3&statementsSize=100');
    expect(await screen.findByRole('table', { name: 'Payments due and overdue' })).toBeVisible();
    expect(calls()).toContain('/api/payments?limit=50&offset=100&status=due%2Coverdue%2Cpart_paid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'month');
    expect(router.state.location.search).toBe('?payments=3&statementsSize=100&groupBy=month');
    await router.navigate(-1);
    expect(router.state.location.search).toBe('?payments=3&statementsSize=100');
    await router.navigate(-1);
    expect(router.state.location.search).toBe('?payments=2&statementsSize=100');
  });
});
