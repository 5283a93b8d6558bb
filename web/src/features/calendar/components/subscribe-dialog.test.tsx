import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { callsOf, json } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { calendarServer } from '../testing/fake-calendar-server';
import { SubscribeDialog } from './subscribe-dialog';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

const first = 'http://127.0.0.1/feeds/first.ics';
const second = 'http://127.0.0.1/feeds/second.ics';

async function openDialog() {
  const user = userEvent.setup();
  const { spy } = calendarServer([], { 'POST /api/calendar/feed/reset': () => json(200, { url: second }) });
  renderWithProviders(<SubscribeDialog open onOpenChange={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to the calendar' });
  const address = await within(dialog).findByRole('textbox', { name: 'Your calendar address' });
  return { user, spy, dialog, address };
}

describe('SubscribeDialog', () => {
  it('shows the feed address, read-only, and copies it', async () => {
    const { user, dialog, address } = await openDialog();
    expect(address).toHaveValue(first);
    expect(address).toHaveAttribute('readonly');
    const copy = within(dialog).getByRole('button', { name: 'Copy to clipboard' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(first);
    expect(copy).toHaveTextContent('Copied');
    for (const app of ['Google Calendar', 'Outlook', 'Apple Calendar']) expect(within(dialog).getByText(app)).toBeVisible();
  });

  it('resets the address after a warning that the old one stops working', async () => {
    const { user, spy, dialog, address } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reset address' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset the calendar address?' });
    expect(confirm).toHaveTextContent('The old address stops working at once');
    expect(callsOf(spy)).not.toContain('POST /api/calendar/feed/reset');
    await user.click(within(confirm).getByRole('button', { name: 'Reset address' }));
    await waitFor(() => expect(address).toHaveValue(second));
    expect(callsOf(spy).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/calendar/feed/reset']);
    expect(await screen.findByText('New address made')).toBeVisible();
  });
});
