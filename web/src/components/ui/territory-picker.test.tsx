import { Field } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Territory } from '../../generated/Territory';
import { countryGroups } from '../../lib/core';
import { renderWithProviders } from '../../test/render';
import { matchCountries, TerritoryPicker, type PickerCountry } from './territory-picker';

const countries: PickerCountry[] = [
  { code: 'AT', name: 'Austria', aliases: ['AUT'] },
  { code: 'CH', name: 'Switzerland', aliases: ['CHE', 'Swiss Confederation'] },
  { code: 'DE', name: 'Germany', aliases: ['DEU', 'Deutschland'] },
  { code: 'DK', name: 'Denmark', aliases: ['DNK'] },
  { code: 'FR', name: 'France', aliases: ['FRA'] },
  { code: 'GB', name: 'United Kingdom', aliases: ['GBR', 'UK', 'Great Britain'] },
  { code: 'SE', name: 'Sweden', aliases: ['SWE'] },
  { code: 'US', name: 'United States of America', aliases: ['USA', 'United States', 'America'] },
];

/** The picker in a labelled field, holding its value as a form would; `changes` records every change. */
function Picker({ initial, changes }: { initial?: Territory | null; changes: (t: Territory) => void }) {
  const [value, setValue] = useState<Territory | null | undefined>(initial);
  return (
    <Field.Root>
      <Field.Label>Territory</Field.Label>
      <TerritoryPicker
        value={value}
        countries={countries}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
    </Field.Root>
  );
}

function renderPicker(initial?: Territory | null) {
  const changes = vi.fn<(t: Territory) => void>();
  renderWithProviders(<Picker initial={initial} changes={changes} />);
  return { changes, user: userEvent.setup(), last: () => changes.mock.lastCall?.[0] };
}

/** One `user.type` per character: user-event loses its caret when the combobox writes the input's value back. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  for (const ch of text) await user.type(element, ch);
}

const summary = () => screen.getByTestId('territory-summary');

describe('matchCountries', () => {
  it('finds a country by its code, its name, a word of its name or an alias, the code first', () => {
    expect(matchCountries(countries, 'de').map((c) => c.code)).toEqual(['DE', 'DK', 'SE']);
    expect(matchCountries(countries, 'swi').map((c) => c.code)).toEqual(['CH']);
    expect(matchCountries(countries, 'kingdom').map((c) => c.code)).toEqual(['GB']);
    expect(matchCountries(countries, 'usa').map((c) => c.code)).toEqual(['US']);
    expect(matchCountries(countries, 'deutsch').map((c) => c.code)).toEqual(['DE']);
    expect(matchCountries(countries, '').length).toBe(countries.length);
  });
});

describe('TerritoryPicker', () => {
  it('starts at the world, labelled by its field, and says so', () => {
    renderPicker();
    expect(screen.getByRole('radio', { name: 'World' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Territory' })).toHaveAttribute('placeholder', 'Leave out a country (name or code)');
    expect(summary()).toHaveTextContent('World');
  });

  it('searches countries by name and adds the one picked to the included countries', async () => {
    const { user, last } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Countries' }));
    expect(last()).toEqual({ world: false, include: [], exclude: [] });
    const input = screen.getByRole('combobox', { name: 'Territory' });
    await typeInto(user, input, 'germ');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Germany DE']);
    await user.click(options[0]!);
    expect(last()).toEqual({ world: false, include: ['DE'], exclude: [] });
    expect(within(screen.getByRole('list', { name: 'Countries included' })).getByText('Germany')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('DE');
  });

  it('finds a country by its code with the keyboard alone', async () => {
    const { user, last } = renderPicker({ world: false, include: ['FR'], exclude: [] });
    await user.click(screen.getByRole('combobox', { name: 'Territory' }));
    await user.keyboard('at');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(last()).toEqual({ world: false, include: ['AT', 'FR'], exclude: [] });
  });

  it('leaves a country out of the world, and removes it again with its tag', async () => {
    const { user, last } = renderPicker();
    await typeInto(user, screen.getByRole('combobox', { name: 'Territory' }), 'switz');
    await user.click(await screen.findByRole('option', { name: /Switzerland/ }));
    expect(last()).toEqual({ world: true, include: [], exclude: ['CH'] });
    expect(summary()).toHaveTextContent('World except CH');
    await user.click(screen.getByRole('button', { name: 'Remove Switzerland' }));
    expect(last()).toEqual({ world: true, include: [], exclude: [] });
    expect(summary()).toHaveTextContent(/^World$/);
  });

  it('adds a named group in one click, to the included countries or to those left out', async () => {
    const eu = countryGroups().find((g) => g.name === 'EU')!;
    const { user, last } = renderPicker({ world: false, include: ['CH'], exclude: [] });
    await user.click(screen.getByRole('button', { name: `Add EU (${eu.codes.length} countries)` }));
    expect(last()).toEqual({ world: false, include: [...new Set(['CH', ...eu.codes])].sort(), exclude: [] });
    // every country of the group is in: nothing more to add
    expect(screen.getByRole('button', { name: /^Add EU/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'World' }));
    await user.click(screen.getByRole('button', { name: /^Leave out North America/ }));
    const northAmerica = countryGroups().find((g) => g.name === 'North America')!;
    expect(last()).toEqual({ world: true, include: [], exclude: [...northAmerica.codes].sort() });
    // back to the countries: they are as they were
    await user.click(screen.getByRole('radio', { name: 'Countries' }));
    expect(last()?.include).toContain('CH');
    expect(last()?.include).toContain('DE');
  });

  it('is the territory as text when read-only', () => {
    renderWithProviders(<TerritoryPicker value={{ world: true, include: [], exclude: ['CH', 'LI'] }} countries={countries} onChange={() => {}} readOnly name="territory" />);
    expect(screen.getByRole('textbox')).toHaveValue('World except CH, LI');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
