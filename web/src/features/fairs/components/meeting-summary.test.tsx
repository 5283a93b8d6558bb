import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { Meeting } from '../api/fair-types';
import { MeetingSummary } from './meeting-summary';

const meeting: Meeting = {
  id: 4,
  version: 2,
  fairId: 1,
  start: '2026-10-14T10:30',
  minutes: 30,
  memberIds: [1, 2],
  members: [
    { id: 1, name: 'Ana Ruiz' },
    { id: 2, name: 'Bruno Costa' },
  ],
  companyId: 7,
  company: 'Hanser Verlag',
  contactIds: [3],
  contacts: [{ id: 3, name: 'Jo Lendle' }],
  table: 'B 12',
  status: 'held',
  titles: [
    { titleId: 11, title: 'Dune', note: 'Loved the sequel', outcome: 'interested' },
    { titleId: 12, title: 'Emma', note: null, outcome: null },
  ],
  notes: null,
  followUps: [],
  warnings: [],
};

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('MeetingSummary', () => {
  it('reads the meeting as text, with links to its company and titles, and no input', () => {
    renderWithProviders(
      <MemoryRouter>
        <MeetingSummary meeting={meeting} />
      </MemoryRouter>,
    );
    expect(row('Status')).toHaveTextContent('Held');
    expect(row('Table')).toHaveTextContent('B 12');
    expect(row('Members')).toHaveTextContent('Ana Ruiz, Bruno Costa');
    expect(row('Contacts')).toHaveTextContent('Jo Lendle');
    expect(within(row('Company')).getByRole('link', { name: 'Hanser Verlag' })).toHaveAttribute('href', '/contacts/7');
    const titles = within(row('Titles'));
    expect(titles.getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/titles/edit/11');
    expect(row('Titles')).toHaveTextContent('Dune (Interested)Loved the sequel');
    expect(titles.getByRole('link', { name: 'Emma' })).toBeInTheDocument();
    // nothing empty is listed, nothing reads as a field to fill in
    expect(screen.queryByText('Notes')).toBeNull();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
  });
});
