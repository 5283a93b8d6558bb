import { Button, Combobox, HStack, Input, Portal, SegmentGroup, Stack, Tag, Text, Wrap, createListCollection } from '@chakra-ui/react';
import { useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { Territory } from '../../generated/Territory';
import { countryGroups, searchKey, territoryText } from '../../lib/core';

/** A country the picker offers: its ISO 3166-1 code, its name, and other names it is found by. */
export interface PickerCountry {
  code: string;
  name: string;
  /** Alpha-3 code and common names ("USA", "America"): searching finds the country by them too. */
  aliases?: readonly string[];
}

export interface TerritoryPickerProps {
  /** The territory; absent (null or undefined) is the whole world. */
  value: Territory | null | undefined;
  /** Every change, as the normalised territory: codes upper case, sorted, each once. */
  onChange: (territory: Territory) => void;
  /** The countries to pick from (the reference list, `GET /api/countries`). */
  countries: readonly PickerCountry[];
  /** Focus left the picker as a whole (not when it moves between its own controls). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** The name of its input (a form's field name). */
  name?: string;
  /** Shown as text only: what a viewer sees. */
  readOnly?: boolean;
  disabled?: boolean;
  /**
   * The country search's accessible name when the picker is not inside a labelled Chakra
   * `Field` (a filter bar); inside one, the field's label names it.
   */
  label?: string;
  /** Where the country list opens (the page's end by default); in a dialog, its content. */
  portalContainer?: RefObject<HTMLElement | null>;
  /**
   * Whether the World may leave countries out (a license's, a right held's); false where the
   * World only means "anywhere" (a question asked of the availability).
   */
  worldExceptions?: boolean;
}

type Scope = 'world' | 'countries';

const WORLD: Territory = { world: true, include: [], exclude: [] };

const sortedCodes = (codes: Iterable<string>) => [...new Set([...codes].map((code) => code.trim().toUpperCase()).filter(Boolean))].sort();

/** The territory of a scope and its list, in the core's normalised shape. */
const territoryOf = (scope: Scope, codes: Iterable<string>): Territory =>
  scope === 'world' ? { world: true, include: [], exclude: sortedCodes(codes) } : { world: false, include: sortedCodes(codes), exclude: [] };

/**
 * The countries matching a typed text, best first: the code itself, then names (or aliases)
 * starting with it, then names containing it. Case, accents and apostrophes aside (core's key).
 */
export function matchCountries<C extends PickerCountry>(countries: readonly C[], text: string): C[] {
  const typed = searchKey(text);
  if (!typed) return [...countries];
  const rank = (country: C): number => {
    if (country.code.toLowerCase() === typed) return 0;
    const names = [country.name, ...(country.aliases ?? [])].map(searchKey);
    if (names.some((name) => name === typed)) return 0;
    if (names.some((name) => name.split(/[\s-]+/).some((word) => word.startsWith(typed)))) return 1;
    if (searchKey(country.name).includes(typed)) return 2;
    return 3;
  };
  return countries
    .map((country) => ({ country, rank: rank(country) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map(({ country }) => country);
}

/**
 * Where a license (a pitch, a search) applies: the World, with countries left out if any, or a
 * list of countries. Countries are searched by name, code or alias and added from a list; a named
 * group (core's `countryGroups`: EU, Europe, ...) adds its countries in one click; each country
 * picked is a tag with its own remove button, and a line under them says the territory in short
 * (core's `territoryText`, as the lists show it). Controlled: `value` in, `onChange` out.
 * Read-only, it is that short line alone.
 */
export function TerritoryPicker({ value, onChange, countries, onBlur, name, readOnly, disabled, label, portalContainer, worldExceptions = true }: TerritoryPickerProps) {
  const territory = value ?? WORLD;
  const scope: Scope = territory.world ? 'world' : 'countries';
  const codes = scope === 'world' ? territory.exclude : territory.include;
  const summary = territoryText(territory);
  const root = useRef<HTMLDivElement>(null);
  // What each scope held before switching away from it, so switching back loses nothing.
  const remembered = useRef<Record<Scope, readonly string[]>>({ world: [], countries: [] });
  const [typed, setTyped] = useState('');

  const byCode = useMemo(() => new Map(countries.map((country) => [country.code.toUpperCase(), country])), [countries]);
  const nameOf = (code: string) => byCode.get(code)?.name ?? code;
  const matches = useMemo(() => matchCountries(countries, typed), [countries, typed]);
  const collection = useMemo(
    () => createListCollection({ items: matches, itemToString: (country) => country.name, itemToValue: (country) => country.code.toUpperCase() }),
    [matches],
  );
  const groups = useMemo(() => countryGroups(), []);

  if (readOnly) return <Input name={name} readOnly value={summary} />;

  const set = (next: Iterable<string>) => onChange(territoryOf(scope, next));
  const chooseScope = (next: Scope) => {
    if (next === scope) return;
    remembered.current = { ...remembered.current, [scope]: codes };
    onChange(territoryOf(next, remembered.current[next]));
  };
  const listName = scope === 'world' ? 'Countries left out' : 'Countries included';
  const picking = scope === 'countries' || worldExceptions;
  const searchHint = scope === 'world' ? 'Leave out a country (name or code)' : 'Add a country (name or code)';

  return (
    <Stack
      ref={root}
      gap="2.5"
      role="group"
      aria-label={label}
      onBlur={(event) => {
        // Moving between its own controls is not leaving it.
        const to = event.relatedTarget as Node | null;
        if (to && root.current?.contains(to)) return;
        onBlur?.(event);
      }}
    >
      <SegmentGroup.Root
        size="sm"
        alignSelf="start"
        aria-label="World or countries"
        value={scope}
        disabled={disabled}
        onValueChange={({ value: next }) => chooseScope(next === 'countries' ? 'countries' : 'world')}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[{ value: 'world', label: 'World' }, { value: 'countries', label: 'Countries' }]} />
      </SegmentGroup.Root>

      {picking && (
        <Combobox.Root
          collection={collection}
          multiple
          value={[...codes]}
          onValueChange={({ value: picked }) => set(picked)}
          inputValue={typed}
          onInputValueChange={({ inputValue }) => setTyped(inputValue)}
          openOnClick
          // some 250 countries: drawn only while the list is open, not on every change of the form around it
          lazyMount
          unmountOnExit
          disabled={disabled}
          positioning={{ sameWidth: true }}
        >
          <Combobox.Control>
            <Combobox.Input name={name} aria-label={label ? `${label}: ${searchHint}` : undefined} placeholder={searchHint} autoComplete="off" />
            <Combobox.IndicatorGroup>
              <Combobox.Trigger aria-label={`Show the countries (${listName.toLowerCase()})`} />
            </Combobox.IndicatorGroup>
          </Combobox.Control>
          <Portal container={portalContainer}>
            <Combobox.Positioner>
              <Combobox.Content>
                <Combobox.Empty px="2" py="1.5">
                  <Text color="fg.muted">No country of that name or code</Text>
                </Combobox.Empty>
                {matches.map((country) => (
                  <Combobox.Item item={country} key={country.code}>
                    <Combobox.ItemText>
                      {country.name}{' '}
                      <Text as="span" color="fg.muted" fontSize="xs">
                        {country.code.toUpperCase()}
                      </Text>
                    </Combobox.ItemText>
                    <Combobox.ItemIndicator />
                  </Combobox.Item>
                ))}
              </Combobox.Content>
            </Combobox.Positioner>
          </Portal>
        </Combobox.Root>
      )}

      {picking && (
        <HStack gap="1.5" wrap="wrap" role="group" aria-label={scope === 'world' ? 'Leave out a group' : 'Add a group'}>
          <Text fontSize="xs" color="fg.muted">
            {scope === 'world' ? 'Leave out:' : 'Add:'}
          </Text>
          {groups.map((group) => {
            const all = group.codes.every((code) => codes.includes(code));
            return (
              <Button
                key={group.name}
                size="2xs"
                variant="outline"
                disabled={disabled || all}
                title={group.codes.map(nameOf).join(', ')}
                aria-label={`${scope === 'world' ? 'Leave out' : 'Add'} ${group.name} (${group.codes.length} countries)`}
                onClick={() => set([...codes, ...group.codes])}
              >
                <LuPlus aria-hidden /> {group.name}
              </Button>
            );
          })}
        </HStack>
      )}

      {picking && codes.length > 0 && (
        <Wrap gap="1.5" as="ul" aria-label={listName} listStyleType="none">
          {[...codes]
            .sort((a, b) => nameOf(a).localeCompare(nameOf(b)))
            .map((code) => (
              <Tag.Root as="li" key={code} size="md" variant="surface" colorPalette={scope === 'world' ? 'orange' : 'brand'}>
                <Tag.Label>
                  {scope === 'world' && <span aria-hidden>− </span>}
                  {nameOf(code)}
                </Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${nameOf(code)}`} disabled={disabled} onClick={() => set(codes.filter((c) => c !== code))} />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          {codes.length > 1 && (
            <li>
              <Button size="2xs" variant="ghost" disabled={disabled} onClick={() => set([])}>
                Remove all
              </Button>
            </li>
          )}
        </Wrap>
      )}
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="territory-summary">
        {summary}
      </Text>
    </Stack>
  );
}
