import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import type { Edition } from '../../../generated/Edition';
import { json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { getSession } from '../../../lib/session';
import type { TitleMaterial as Material } from '../../../generated/TitleMaterial';
import type { Title } from '../api/title-types';
import { aTitle, answer, bodiesOf, signInAs, titlesServer } from '../testing/fake-titles-server';

const paperback: Edition = { isbn: '9780441172719', format: 'paperback', publishDate: '2005-08-02', pages: 896, price: 12.99, currency: 'USD', salesRights: 'World' };
const dune = aTitle({ id: 4, name: 'Dune', subtitle: 'Book one', author: 'Frank Herbert', editions: [paperback] });

const thema = [
  { code: 'F', name: 'Fiction and Related items' },
  { code: '1', name: 'Place qualifiers' },
];

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

/** The title's page at `tab`, on a server holding `title`; `routes` add or replace calls. */
async function openTitle(tab: string, { title = dune, routes = {} as Record<string, Handler>, role = 'editor' as 'editor' | 'viewer' } = {}) {
  const { spy } = titlesServer([title], { 'GET /api/reference/thema': () => json(200, thema), 'GET /api/titles/4/materials': () => json(200, []), ...routes });
  signInAs(role);
  renderApp(`/titles/edit/4${tab ? `?tab=${tab}` : ''}`);
  await screen.findByRole('heading', { level: 1, name: 'Dune' });
  return { spy, user: userEvent.setup() };
}

describe("the title's header", () => {
  it('shows the name, subtitle and author, a placeholder without a cover, and the cover buttons to writers', async () => {
    const { spy, user } = await openTitle('');
    expect(screen.getByText('Book one')).toBeVisible();
    expect(screen.getByText('by Frank Herbert')).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'No cover' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Replace' })).toBeNull();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'dune.png', { type: 'image/png' });
    let sent: FormData | undefined;
    spy.mockClear();
    const withCover: Title = { ...dune, version: 2, cover: 11 };
    const routes: Record<string, Handler> = {
      'PUT /api/titles/4/cover': ({ body }) => {
        sent = body as FormData;
        return json(200, withCover);
      },
      'GET /api/titles/4/cover/thumbnail': () => new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
    };
    titlesServer([dune], routes);
    await user.upload(screen.getByLabelText('Cover image'), png);
    await waitFor(() => expect(sent?.has('file')).toBe(true));
    expect(await screen.findByRole('button', { name: /Replace/ })).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Cover of Dune' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of an image under the buttons', async () => {
    const { user } = await openTitle('', {
      routes: { 'PUT /api/titles/4/cover': () => answer(422, 'Unprocessable Entity', { message: 'Validation failed', errors: { file: 'Only JPEG, PNG or WebP images are allowed' } }) },
    });
    await user.upload(screen.getByLabelText('Cover image'), new File(['not really a PNG'], 'dune.png', { type: 'image/png' }));
    expect(await screen.findByText('Only JPEG, PNG or WebP images are allowed')).toBeVisible();
  });

  it('gives viewers no cover buttons', async () => {
    await openTitle('', { role: 'viewer' });
    expect(screen.queryByRole('button', { name: /Upload cover/ })).toBeNull();
  });
});

describe('the Editions tab', () => {
  it('lists the editions with the ISBN as stored and where they sell, read-only', async () => {
    await openTitle('editions');
    const list = await screen.findByRole('table', { name: 'Editions' });
    expect(within(list).getByText('9780441172719')).toBeVisible();
    expect(within(list).getByText('Paperback')).toBeVisible();
    expect(within(list).getByText('This edition sells in: World')).toBeVisible();
  });

  it('says "This is not a valid ISBN-13" as the ISBN is typed, then adds the edition with the title saved over its version', async () => {
    const { spy, user } = await openTitle('editions');
    await user.click(await screen.findByRole('button', { name: 'Add edition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an edition' });
    const isbn = within(dialog).getByRole('textbox', { name: /ISBN/ });
    await user.type(isbn, '978-0-441-17271-8');
    await user.tab();
    expect(await within(dialog).findByText('This is not a valid ISBN-13')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(bodiesOf(spy, 'PUT', '/api/titles/4')).toEqual([]);

    await user.clear(isbn);
    await user.type(isbn, '0-441-01359-7');
    await waitFor(() => expect(within(dialog).queryByText('This is not a valid ISBN-13')).toBeNull());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Format' }), 'ebook');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add an edition' })).toBeNull());
    const [sent] = bodiesOf(spy, 'PUT', '/api/titles/4') as Title[];
    expect(sent?.editions).toEqual([
      { isbn: '9780441172719', format: 'paperback', publishDate: '2005-08-02', pages: 896, price: 12.99, currency: 'USD', salesRights: 'World' },
      { isbn: '9780441013593', format: 'ebook' }, // core stores an ISBN-10 as its ISBN-13
    ]);
    const put = spy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(new Headers(put?.[1]?.headers).get('If-Match')).toBe('"1"');
  });

  it('puts the server’s "This ISBN belongs to …" on the ISBN input after a save', async () => {
    const { user } = await openTitle('editions', {
      routes: { 'PUT /api/titles/4': () => answer(422, 'Unprocessable Entity', { message: 'Validation failed', errors: { 'editions.1.isbn': 'This ISBN belongs to Les Misérables' } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add edition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an edition' });
    const isbn = within(dialog).getByRole('textbox', { name: /ISBN/ });
    await user.type(isbn, '9783161484100');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This ISBN belongs to Les Misérables')).toBeVisible();
    expect(isbn).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the Details tab', () => {
  it('adds and removes contributor rows, names each subject’s section and counts the pitch', async () => {
    const { spy, user } = await openTitle('');
    const form = await screen.findByRole('form', { name: 'Title' });
    await user.click(within(form).getByRole('button', { name: 'Add contributor' }));
    await user.click(within(form).getByRole('button', { name: 'Add contributor' }));
    await user.type(within(form).getByRole('textbox', { name: 'Contributor 1 name' }), 'Jane Doe');
    await user.selectOptions(within(form).getAllByRole('combobox', { name: /Role/ })[0]!, 'translator');
    await user.click(within(form).getByRole('button', { name: 'Remove contributor 2' }));
    expect(within(form).queryByRole('listitem', { name: 'Contributor 2' })).toBeNull();

    await user.type(within(form).getByRole('textbox', { name: 'Add subjects' }), 'fba{Enter}');
    expect(await within(form).findByText(/Fiction and Related items/)).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: /Pitch/ }), 'A desert planet.');
    expect(within(form).getByText('16 / 1000')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(bodiesOf(spy, 'PUT', '/api/titles/4')).toHaveLength(1));
    expect(bodiesOf(spy, 'PUT', '/api/titles/4')[0]).toMatchObject({
      id: 4,
      contributors: [{ name: 'Jane Doe', role: 'translator' }],
      subjects: ['FBA'],
      pitch: 'A desert planet.',
      editions: [{ isbn: '9780441172719' }],
    });
  });

  it('shows core’s message of a contributor without a role on its row', async () => {
    const { user } = await openTitle('');
    const form = await screen.findByRole('form', { name: 'Title' });
    await user.click(within(form).getByRole('button', { name: 'Add contributor' }));
    await user.type(within(form).getByRole('textbox', { name: 'Contributor 1 name' }), 'Jane Doe');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    const row = within(form).getByRole('listitem', { name: 'Contributor 1' });
    expect(await within(row).findByText(/role/i, { selector: '.chakra-field__errorText, [data-part="error-text"]' })).toBeVisible();
  });
});

describe('the Material tab', () => {
  const sample: Material = { id: 3, titleId: 4, kind: 'sample', name: 'dune-sample.pdf', size: 204_800, createdAt: '2026-11-02T10:00:00Z' };

  it('lists the material, uploads a PDF with its kind, and refuses what is no PDF before sending it', async () => {
    let sent: FormData | undefined;
    const { spy, user } = await openTitle('material', {
      routes: {
        'GET /api/titles/4/materials': () => json(200, sent ? [sample, { ...sample, id: 4, kind: 'synopsis', name: 'synopsis.pdf' }] : [sample]),
        'POST /api/titles/4/materials': ({ body }) => {
          sent = body as FormData;
          return json(200, { ...sample, id: 4, kind: 'synopsis', name: 'synopsis.pdf' });
        },
      },
    });
    const list = await screen.findByRole('table', { name: 'Material' });
    expect(within(list).getByRole('button', { name: 'dune-sample.pdf' })).toBeVisible();
    expect(within(list).getByText('Reading sample')).toBeVisible();
    expect(within(list).getByText('200 KB')).toBeVisible();

    await user.upload(screen.getByLabelText('Material PDF'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d])], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only PDF files are allowed')).toBeVisible();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'synopsis');
    await user.upload(screen.getByLabelText('Material PDF'), new File(['%PDF-1.7 synopsis'], 'synopsis.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(sent?.get('kind')).toBe('synopsis'));
    expect(sent?.has('file')).toBe(true);
    expect(await within(screen.getByRole('table', { name: 'Material' })).findByRole('button', { name: 'synopsis.pdf' })).toBeVisible();
  });
});

describe('a draft of the title form', () => {
  it('typed before the catalogue fields existed opens with them empty', async () => {
    titlesServer([dune], { 'GET /api/reference/thema': () => json(200, thema) });
    signInAs();
    const draft = { values: { name: 'Dune (draft)', author: 'Frank Herbert', publishDate: '', description: '' }, version: 1, savedAt: Date.now() };
    localStorage.setItem(`draft:${getSession().user_id}:title:4`, JSON.stringify(draft));
    renderApp('/titles/edit/4');
    const form = await screen.findByRole('form', { name: 'Title' });
    expect(await within(form).findByDisplayValue('Dune (draft)')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Add contributor' })).toBeVisible();
  });
});
