import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../generated/ActivityEntry';
import { historyTime } from '../../lib/format';
import { json, type Handler } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { aliceServer } from '../../test/server-fixtures';
import { RecordHistory } from './record-history';
import { anEntry } from './testing/an-entry';

const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
const entry = (id: number, over: Partial<ActivityEntry> = {}): ActivityEntry =>
  anEntry({ id, at: threeDaysAgo, changes: { notes: [null, `Note ${id}`] }, ...over });

/** GET /activity as the server answers it: the page asked of `entries`, the total in X-Total-Count. */
const activity =
  (entries: ActivityEntry[]): Handler =>
  ({ url }) => {
    const params = new URL(url, 'http://localhost').searchParams;
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? entries.length);
    return new Response(JSON.stringify(entries.slice(offset, offset + limit)), {
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(entries.length) },
    });
  };

/** The query strings of the GET /api/activity calls made so far. */
const activityQueries = (spy: ReturnType<typeof aliceServer>['spy']) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/activity')
    .map((url) => Object.fromEntries(url.searchParams));

/** A write elsewhere on the page, as a feature's mutation makes it. */
function SaveButton() {
  const save = useMutation({ mutationFn: async () => 'saved' });
  return <button onClick={() => save.mutate()}>Save</button>;
}

function renderHistory(handler: Handler) {
  const { spy } = aliceServer({ 'GET /api/activity': handler });
  renderWithProviders(
    <MemoryRouter>
      <RecordHistory entityType="license" entityId={4} />
      <SaveButton />
    </MemoryRouter>,
  );
  return { spy, user: userEvent.setup() };
}

const items = async () => within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');

describe('RecordHistory', () => {
  it('asks the record’s first 20 entries under a "History" heading', async () => {
    const { spy } = renderHistory(activity([entry(1)]));
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await items();
    expect(activityQueries(spy)).toEqual([{ entityType: 'license', entityId: '4', limit: '20', offset: '0' }]);
  });

  it('reads an update as its changed fields, with when it happened', async () => {
    renderHistory(activity([entry(1, { changes: { advance: [4000, 5500.5] } })]));
    const [item] = await items();
    const when = historyTime(threeDaysAgo);
    expect(when).toMatch(/^\w+day at \d/);
    expect(item).toHaveTextContent(`Alice Martin changed Advance from 4,000 to 5,500.5 · ${when}`);
    const time = within(item!).getByText(when);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title');
  });

  it('reads a move by its status labels', async () => {
    renderHistory(activity([entry(1, { action: 'move', entityType: 'prospection', changes: { status: ['sent', 'offer'] } })]));
    const [item] = await items();
    expect(item).toHaveTextContent('Alice Martin moved it from Sent to Offer');
  });

  it('links a conversion to the license it made', async () => {
    renderHistory(activity([entry(1, { action: 'convert', entityType: 'prospection', changes: { status: ['offer', 'licensed'], licenseId: [null, 12] } })]));
    const [item] = await items();
    expect(within(item!).getByRole('link', { name: 'a license' })).toHaveAttribute('href', '/licenses/edit/12');
  });

  it('"Show older" asks the next page and leaves when nothing remains', async () => {
    const entries = Array.from({ length: 25 }, (_, i) => entry(25 - i));
    const { spy, user } = renderHistory(activity(entries));
    expect(await items()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(async () => expect(await items()).toHaveLength(25));
    expect(activityQueries(spy).map((q) => q.offset)).toEqual(['0', '20']);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('says so when nothing is recorded yet', async () => {
    renderHistory(activity([]));
    expect(await screen.findByText('No changes recorded yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('shows a short line, not a crash, when the history cannot be loaded', async () => {
    // A 4xx, which the app's queries do not retry.
    renderHistory(() => json(400, { message: 'Bad request' }));
    expect(await screen.findByText('The history could not be loaded.')).toBeVisible();
    expect(screen.queryByText('No changes recorded yet.')).not.toBeInTheDocument();
  });

  it('asks again after a successful write', async () => {
    const { spy, user } = renderHistory(activity([entry(1)]));
    await items();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(activityQueries(spy)).toHaveLength(2));
  });
});
