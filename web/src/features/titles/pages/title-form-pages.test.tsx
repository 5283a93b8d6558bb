import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { clearSession } from '../../../lib/session';
import { json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aProspection } from '../../prospections/testing/fake-prospections-server';
import { answer, bodiesOf, noCatalogue, signInAs, titlesServer, titleUsesRoutes } from '../testing/fake-titles-server';

/** The lists every title is sent with, empty here. */
const lists = { contributors: [], subjects: [], quotes: [], editions: [] };

const dune = { ...noCatalogue, id: 4, version: 1, name: 'Dune', author: 'Frank Herbert', publishDate: '1965-08-01', description: 'Spice.' };

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

async function openNew() {
  const { spy } = titlesServer();
  signInAs();
  const app = renderApp('/titles/new');
  await screen.findByRole('heading', { level: 1, name: 'New title' });
  return { spy, ...app, user: userEvent.setup() };
}

describe('/titles/new', () => {
  it('shows the four fields and Cancel / Submit', async () => {
    await openNew();
    expect(screen.getByRole('textbox', { name: /Title Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Author' })).toBeVisible();
    expect(screen.getByLabelText('Publish Date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  it('validates on change: clearing the name says "Title name is required", typing removes it', async () => {
    const { user } = await openNew();
    const name = screen.getByRole('textbox', { name: /Title Name/ });
    expect(screen.queryByText('Title name is required')).not.toBeInTheDocument();
    await user.type(name, 'D');
    await user.clear(name);
    expect(screen.getByText('Title name is required')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'Dune');
    expect(screen.queryByText('Title name is required')).not.toBeInTheDocument();
  });

  it('validates on blur: leaving the empty name shows the message', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('textbox', { name: /Title Name/ }));
    expect(screen.queryByText('Title name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Title name is required')).toBeVisible();
  });

  it('submit marks everything touched and is blocked while errors exist (nothing sent)', async () => {
    const { user, spy } = await openNew();
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Frank Herbert');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Title name is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Title Name/ })).toHaveFocus();
    expect(bodiesOf(spy, 'POST', '/api/titles')).toEqual([]);
  });

  it('sends the title without its empty optional fields and returns to the list, which shows it', async () => {
    const { user, spy, router } = await openNew();
    await user.type(screen.getByRole('textbox', { name: /Title Name/ }), '  Dune ');
    await user.type(screen.getByRole('textbox', { name: 'Author' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles'));
    expect(bodiesOf(spy, 'POST', '/api/titles')).toEqual([{ name: 'Dune', ...lists }]);
    expect(await screen.findByRole('link', { name: 'Dune' })).toBeVisible();
    expect(await screen.findByText('Title created')).toBeInTheDocument();
  });

  it('sends every filled field', async () => {
    const { user, spy, router } = await openNew();
    await user.type(screen.getByRole('textbox', { name: /Title Name/ }), 'Dune');
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Frank Herbert');
    await user.type(screen.getByLabelText('Publish Date'), '1965-08-01');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Spice.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles'));
    expect(bodiesOf(spy, 'POST', '/api/titles')).toEqual([{ name: 'Dune', author: 'Frank Herbert', publishDate: '1965-08-01', description: 'Spice.', ...lists }]);
  });

  it('shows the loading state on the buttons while submitting', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    titlesServer([], {
      'POST /api/titles': async ({ body }) => {
        await gate;
        return json(200, { ...(body as object), id: 1 });
      },
    });
    signInAs();
    const { router } = renderApp('/titles/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Title Name/ }), 'Dune');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const form = screen.getByRole('form', { name: 'Title' });
    await waitFor(() => expect(within(form).getByRole('button', { name: /Submitting/ })).toBeDisabled());
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles'));
  });

  it('puts a server 422 on the same field and keeps the values', async () => {
    quietErrors();
    titlesServer([], {
      'POST /api/titles': () => answer(422, 'Unprocessable Entity', { message: 'Validation failed', errors: { author: 'Must be at most 200 characters' } }),
    });
    signInAs();
    const { router } = renderApp('/titles/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Title Name/ }), 'Dune');
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Frank');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Title Name/ })).toHaveValue('Dune');
    expect(await screen.findByText('The title was not created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/titles/new');
    // changing the field clears the server's message
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 's');
    expect(screen.queryByText('Must be at most 200 characters')).not.toBeInTheDocument();
  });

  it('on another failure stays on the form with its values and shows a toast', async () => {
    quietErrors();
    titlesServer([], { 'POST /api/titles': () => answer(500, 'Internal Server Error', { message: 'Internal error' }) });
    signInAs();
    const { router } = renderApp('/titles/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Title Name/ }), 'Dune');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The title was not created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/titles/new');
    expect(screen.getByRole('textbox', { name: /Title Name/ })).toHaveValue('Dune');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('Cancel asks before dropping what was typed, then returns to the list without sending', async () => {
    const { user, spy, router } = await openNew();
    await user.type(screen.getByRole('textbox', { name: /Title Name/ }), 'Dune');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/titles/new');
    expect(screen.getByRole('textbox', { name: /Title Name/ })).toHaveValue('Dune');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Discard and leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles'));
    expect(bodiesOf(spy, 'POST', '/api/titles')).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('Cancel leaves an untouched form at once', async () => {
    const { user, router } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps what was typed when the session ends, and gives it back after signing in again', async () => {
    const { user, router } = await openNew();
    await user.type(screen.getByRole('textbox', { name: /Title Name/ }), 'Dune Messiah');
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Frank Herbert');
    // the session ends under the form (expired, or signed out everywhere from elsewhere)
    act(() => clearSession('expired'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    signInAs();
    await act(() => router.navigate('/titles/new'));
    expect(await screen.findByRole('status', { name: 'Unsaved changes restored' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Title Name/ })).toHaveValue('Dune Messiah');
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Frank Herbert');
    // discarded, the form is empty again and nothing is kept
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('textbox', { name: /Title Name/ })).toHaveValue('');
    expect(screen.queryByRole('status', { name: 'Unsaved changes restored' })).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('drops the draft once the title is saved', async () => {
    const { user, router } = await openNew();
    await user.type(screen.getByRole('textbox', { name: /Title Name/ }), 'Dune');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });
});

describe('/titles/edit/{id}, the title page', () => {
  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  const license = {
    id: 40, version: 1, title: 'Dune', titleId: 4, company: 'Hachette', companyId: 6, agent: null, agentId: null, commission: null,
    contractDate: '2021-03-15', signed: true, contractType: 'foreign_rights', endDate: day(60), advance: 5000, currency: 'EUR',
    royalties: null, filesFee: null, publicationDate: null, printRun: null, retailPrice: null, notes: null, file: { name: 'hachette.pdf', size: 1000 },
  };
  const overdue = aProspection({ id: 9, titleId: 4, company: 'Hanser', status: 'sent', chaseDate: day(-3) });
  const option = aProspection({ id: 10, titleId: 4, company: 'Feltrinelli', status: 'option', optionExpiry: day(10), offers: [{ id: 1, receivedDate: day(-20), advance: 8000, currency: 'EUR', royalties: '8%', notes: null, status: 'pending' }] });

  it('gathers the title’s licenses, prospections and offers, and what is due on it, each linking to its record', async () => {
    titlesServer([dune], titleUsesRoutes({ licenses: [license], prospections: [overdue, option] }));
    signInAs();
    renderApp('/titles/edit/4');
    const due = await screen.findByRole('list', { name: 'Due on this title' });
    const lines = within(due).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Chase Hanser overdue since /),
      expect.stringMatching(/^Option of Feltrinelli ends on /),
      expect.stringMatching(/^License of Hachette ends on /),
    ]);
    expect(within(due).getByRole('link', { name: 'Chase Hanser' })).toHaveAttribute('href', '/prospections/edit/9');
    const licenses = screen.getByRole('region', { name: 'Licenses' });
    expect(within(licenses).getByRole('table', { name: 'Licenses' })).toHaveTextContent('Hachette');
    expect(within(screen.getByRole('region', { name: 'Prospections' })).getByRole('table', { name: 'Prospections' })).toHaveTextContent('Feltrinelli');
    const offers = within(screen.getByRole('list', { name: 'Offers for this title' })).getAllByRole('listitem');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toHaveTextContent(/^Feltrinelli: €8,000\.00, 8% · .* · Option · Pending$/);
    // the company's name opens its page, the offer its prospection
    expect(within(offers[0]!).getByRole('link', { name: 'Feltrinelli' })).toHaveAttribute('href', '/contacts/4');
    expect(within(offers[0]!).getByRole('link', { name: '€8,000.00, 8%' })).toHaveAttribute('href', '/prospections/edit/10');
    expect(within(licenses).getByRole('link', { name: 'Hachette' })).toHaveAttribute('href', '/contacts/6');
    // a new license or prospection from here starts with this title
    expect(within(licenses).getByRole('link', { name: 'New license' })).toHaveAttribute('href', '/licenses/new?title=Dune&titleId=4');
  });

  it('says when nothing is due and nothing uses the title yet', async () => {
    titlesServer([dune]);
    signInAs();
    renderApp('/titles/edit/4');
    expect(await screen.findByText('Nothing due on this title.')).toBeVisible();
    expect(await screen.findByText('No license for this title yet.')).toBeVisible();
    expect(screen.getByText('Not offered to anyone yet.')).toBeVisible();
  });
});

describe('/titles/edit/{id}', () => {
  it('says "Loading..." while fetching, then shows the prefilled form with Update', async () => {
    titlesServer([dune]);
    signInAs();
    renderApp('/titles/edit/4');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Title Name/ })).toHaveValue('Dune');
    expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('Frank Herbert');
    expect(screen.getByLabelText('Publish Date')).toHaveValue('1965-08-01');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Spice.');
    expect(screen.getByRole('button', { name: 'Update' })).toBeVisible();
  });

  it('says "Title not found" for an unknown id', async () => {
    quietErrors();
    titlesServer([dune]);
    signInAs();
    renderApp('/titles/edit/999');
    expect(await screen.findByText('Title not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to titles' })).toHaveAttribute('href', '/titles');
  });

  it('sends the whole title with its id, cleared fields left out, and the list shows the change', async () => {
    const { spy } = titlesServer([dune]);
    signInAs();
    const { router } = renderApp('/titles/edit/4');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Title Name/ });
    await user.clear(name);
    await user.type(name, 'Dune Messiah');
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles'));
    expect(bodiesOf(spy, 'PUT', '/api/titles/4')).toEqual([{ id: 4, name: 'Dune Messiah', author: 'Frank Herbert', publishDate: '1965-08-01', ...lists }]);
    expect(await screen.findByRole('link', { name: 'Dune Messiah' })).toBeVisible();
  });

  it('shows a viewer the values read-only, without Update', async () => {
    titlesServer([dune]);
    signInAs('viewer');
    renderApp('/titles/edit/4');
    expect(await screen.findByRole('textbox', { name: /Title Name/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to titles' })).toBeVisible();
  });
});
