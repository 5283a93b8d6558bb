import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import type { OnixPreview } from '../api/catalogue-wire';
import { aTitle, answer, signInAs, titlesServer } from '../testing/fake-titles-server';

const dune = aTitle({ id: 4, name: 'Dune', pitch: 'Spice.' });

const preview: OnixPreview = {
  release: '3.0',
  tags: 'reference',
  products: 4,
  skipped: [{ line: 87, reason: 'No ISBN-13 in ProductIdentifier' }],
  titles: [
    { key: 'p1', action: 'new', titleId: null, conflict: null, name: 'Children of Dune', incoming: { ...aTitle({ id: 0, name: 'Children of Dune' }), id: null, version: null, editions: [{ isbn: '9780441104024', format: 'paperback', publishDate: null, pages: null, price: null, currency: null, salesRights: 'World' }] }, changes: [] },
    {
      key: 'p2',
      action: 'update',
      titleId: 4,
      name: 'Dune',
      incoming: { ...dune, id: 4, version: 1 },
      changes: [
        { field: 'pitch', current: 'Spice.', incoming: 'A desert planet.' },
        { field: 'subtitle', current: null, incoming: 'Book one' },
      ],
      conflict: null,
    },
    { key: 'p3', action: 'conflict', titleId: 9, name: 'Dune Messiah', incoming: { ...aTitle({ id: 9, name: 'Dune Messiah' }) }, changes: [], conflict: 'Its ISBNs belong to two titles' },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('Import ONIX', () => {
  it('is offered to writers on the Titles page', async () => {
    titlesServer([dune]);
    signInAs();
    renderApp('/titles');
    expect(await screen.findByRole('link', { name: 'Import ONIX' })).toHaveAttribute('href', '/titles/import-onix');
  });

  it('previews the file, keeps or replaces each changed field, and imports with those decisions', async () => {
    let decisions: unknown;
    titlesServer([dune], {
      'POST /api/titles/onix/preview': () => json(200, preview),
      'POST /api/titles/onix/apply': ({ body }) => {
        decisions = JSON.parse(String((body as FormData).get('decisions')));
        return json(200, { created: 1, updated: 1, skipped: 1 });
      },
    });
    signInAs();
    renderApp('/titles/import-onix');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Import ONIX' });
    await user.upload(screen.getByLabelText('ONIX file'), new File(['<ONIXMessage release="3.0"/>'], 'spring.xml', { type: 'text/xml' }));

    expect(await screen.findByText('4 products: 1 new title, 1 updated, 1 conflict, 1 skipped')).toBeVisible();
    expect(screen.getByText('Line 87:')).toBeVisible();
    expect(screen.getByText('No ISBN-13 in ProductIdentifier')).toBeVisible();
    expect(screen.getByText('Children of Dune')).toBeVisible();
    expect(screen.getByText('Its ISBNs belong to two titles')).toBeVisible();

    const changes = screen.getByRole('table', { name: 'Changes to Dune' });
    expect(within(changes).getByText('A desert planet.')).toBeVisible();
    const pitch = within(changes).getByRole('group', { name: 'Pitch of Dune' });
    expect(within(pitch).getByRole('button', { name: 'Replace' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(pitch).getByRole('button', { name: 'Keep' }));
    expect(within(pitch).getByRole('button', { name: 'Keep' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 title created, 1 title updated, 1 product skipped.')).toBeVisible();
    expect(decisions).toEqual({ keep: { p2: ['pitch'] } });
    expect(screen.getByRole('link', { name: 'Back to titles' })).toHaveAttribute('href', '/titles');
  });

  it('says why the server could not read the file', async () => {
    titlesServer([dune], {
      'POST /api/titles/onix/preview': () => answer(422, 'Unprocessable Entity', { message: 'Validation failed', errors: { file: 'This is not an ONIX 3.0 file' } }),
    });
    signInAs();
    renderApp('/titles/import-onix');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Import ONIX' });
    await user.upload(screen.getByLabelText('ONIX file'), new File(['<html/>'], 'page.xml', { type: 'text/xml' }));
    expect(await screen.findByText('This is not an ONIX 3.0 file')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Import' })).toBeNull());
  });

  it('sends viewers back to the list', async () => {
    titlesServer([dune]);
    signInAs('viewer');
    renderApp('/titles/import-onix');
    expect(await screen.findByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();
  });
});
