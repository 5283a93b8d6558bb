import { Button, Combobox, HStack, Portal, Spinner, Stack, Text, Wrap, createListCollection } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FocusEvent, type RefObject } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { Suggestion } from '../../generated/Suggestion';
import { limits, searchKey, searchReady } from '../../lib/core';
import { useDebounced } from '../../lib/use-debounced';

/** One suggestion of a completion call (`GET /api/titles/complete/{text}` and the like). */
export type NameSuggestion = Suggestion;

export interface NameComboboxProps {
  /** The name as typed or picked. */
  value: string;
  /** The id of the picked entity, or null/undefined while the name is a typed one. */
  selectedId?: NameSuggestion['id'] | null;
  /** The user typed: the caller decides whether the picked id still holds. */
  onInputChange: (text: string) => void;
  /** The user picked a suggestion. */
  onSelect: (suggestion: NameSuggestion) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The completion call; resolves to [] on any error. */
  complete: (text: string, signal?: AbortSignal) => Promise<NameSuggestion[]>;
  /** Cache namespace of the suggestions, e.g. "titles" or "companies". */
  kind: string;
  name?: string;
  placeholder?: string;
  /** Noun used in the hints ("title", "company"...). */
  noun?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Pick-only (a filter): a typed name that matches nothing creates nothing, so no hint says it would. */
  pickOnly?: boolean;
  /**
   * A typed name that names nothing is created on save only once the user says so: under the
   * field, the names like it (`similar`, "Did you mean") and "Create {noun} “name”". `chosen`
   * once they did (the form's `isNewName`); `onCreate` says they do.
   */
  newName?: { chosen: boolean; onCreate: () => void; similar: (text: string, signal?: AbortSignal) => Promise<NameSuggestion[]> };
  /**
   * Where the suggestions open (the page's end by default). In a dialog, its content: outside it,
   * the dialog hides them from screen readers as it does the page behind it.
   */
  portalContainer?: RefObject<HTMLElement | null>;
}

function NewNameHint({ noun, name, separated, asked }: { noun: string; name: string; separated?: boolean; asked?: boolean }) {
  return (
    <HStack px={separated ? '2' : '0'} py={separated ? '1.5' : '0'} gap="2" fontSize="sm" color="fg.muted" borderTopWidth={separated ? '1px' : undefined}>
      <LuPlus />
      <Text>{asked ? `No ${noun} is named “${name}” yet` : `New ${noun} “${name}” will be created on save`}</Text>
    </HStack>
  );
}

/**
 * Under a name field whose typed name names nothing: the team's names like it ("Did you mean"),
 * each a button that picks it, and "Create {noun} “name”"; once chosen, what will happen on save.
 */
function CreateOrMatch({ noun, name, kind, newName, onSelect }: { noun: string; name: string; kind: string; newName: NonNullable<NameComboboxProps['newName']>; onSelect: (suggestion: NameSuggestion) => void }) {
  const typed = useDebounced(name, 300);
  const similar = useQuery({
    queryKey: ['similar', kind, searchKey(typed)],
    queryFn: ({ signal }) => newName.similar(typed.trim(), signal),
    enabled: searchReady(typed) && !newName.chosen,
    staleTime: 30_000,
  });
  const near = (similar.data ?? []).filter((item) => searchKey(item.name) !== searchKey(name));
  return (
    <Stack gap="1.5" mt="1.5" role="group" aria-label={`New ${noun} or an existing one`} fontSize="sm">
      {newName.chosen ? (
        <NewNameHint noun={noun} name={name} />
      ) : (
        <>
          <Text color="fg.muted">
            No {noun} is named “{name}”.{near.length > 0 && ' Did you mean:'}
          </Text>
          <Wrap gap="2">
            {near.map((item) => (
              <Button key={String(item.id)} size="xs" variant="subtle" colorPalette="brand" onClick={() => onSelect(item)}>
                {item.name}
              </Button>
            ))}
            <Button size="xs" variant="outline" onClick={newName.onCreate}>
              <LuPlus /> Create {noun} “{name}”
            </Button>
          </Wrap>
        </>
      )}
    </Stack>
  );
}

/**
 * Search-and-select-or-create (docs/product.md §2, §5): from the 3rd character the completion call suggests
 * existing entries; the user picks one (onSelect, with its id) or keeps the typed name (onInputChange),
 * which the server creates on save; with `newName`, only once the user chose to create it, the close
 * names offered first. Use inside a Chakra `Field.Root` for the label and error text.
 */
export function NameCombobox({
  value,
  selectedId,
  onInputChange,
  onSelect,
  onBlur,
  complete,
  kind,
  name,
  placeholder,
  noun = 'name',
  disabled,
  readOnly,
  pickOnly = false,
  newName,
  portalContainer,
}: NameComboboxProps) {
  const text = useDebounced(value, 200);
  const ready = searchReady(text);
  const suggestions = useQuery({
    queryKey: ['complete', kind, searchKey(text)],
    queryFn: ({ signal }) => complete(text.trim(), signal),
    enabled: ready && !readOnly && !disabled,
    staleTime: 30_000,
  });
  // Fewer than 3 characters: the suggestion list is emptied (docs/product.md §5).
  const items = useMemo(() => (searchReady(value) && ready ? (suggestions.data ?? []) : []), [value, ready, suggestions.data]);
  const collection = useMemo(
    () => createListCollection({ items, itemToString: (item) => item.name, itemToValue: (item) => String(item.id) }),
    [items],
  );
  // The same name as an entry, case, accents and apostrophes aside: that entry, not a new one.
  const exactItem = items.find((item) => searchKey(item.name) === searchKey(value));
  const exact = exactItem !== undefined;
  // The input's text is zag's own: a pick made outside its list (a "Did you mean" button, an exact
  // name on leaving) starts the field afresh, so that it shows the picked name.
  const [outsidePicks, setOutsidePicks] = useState(0);
  const pickOutside = (item: NameSuggestion) => {
    onSelect(item);
    setOutsidePicks((n) => n + 1);
  };
  const asking = newName !== undefined && !readOnly && !disabled && selectedId == null && value.trim() !== '';
  const searching = searchReady(value) && (!ready || suggestions.isFetching) && items.length === 0;

  return (
    <>
      <Combobox.Root
        key={outsidePicks}
        collection={collection}
        // The input is zag's own (a controlled one loses keystrokes typed faster than React renders);
        // every user change is passed on, so `value` mirrors it. Picking replaces the text with the name.
        defaultInputValue={value}
        defaultValue={selectedId != null ? [String(selectedId)] : undefined}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change' || details.reason === 'clear-trigger') onInputChange(details.inputValue);
        }}
        onSelect={(details) => {
          const picked = items.find((item) => String(item.id) === details.itemValue);
          if (picked) onSelect(picked);
        }}
        allowCustomValue
        name={name}
        disabled={disabled}
        readOnly={readOnly}
        positioning={{ sameWidth: true }}
      >
        <Combobox.Control>
          {/* read-only, "Search titles" would invite typing */}
          <Combobox.Input
            placeholder={readOnly ? undefined : placeholder}
            onBlur={(event) => {
              // Typed exactly as an entry is named: that entry is meant (it is picked, not asked about).
              if (newName && selectedId == null && exactItem) pickOutside(exactItem);
              onBlur?.(event);
            }}
            autoComplete="off"
          />
          <Combobox.IndicatorGroup>
            {searching && <Spinner size="xs" color="fg.muted" />}
            {!readOnly && !disabled && value && <Combobox.ClearTrigger aria-label={`Clear ${noun}`} />}
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal container={portalContainer}>
          <Combobox.Positioner>
            <Combobox.Content>
              {items.map((item) => (
                <Combobox.Item item={item} key={String(item.id)}>
                  <Combobox.ItemText>{item.name}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
              {items.length === 0 ? (
                // An empty list still shows what will happen (Chakra hides the content without Empty).
                <Combobox.Empty px="2" py="1.5">
                  {!searchReady(value) ? (
                    <Text color="fg.muted">Type at least {limits().minSearchChars} characters to see suggestions</Text>
                  ) : searching ? (
                    <Text color="fg.muted">Searching...</Text>
                  ) : pickOnly ? (
                    <Text color="fg.muted">No {noun} of that name</Text>
                  ) : (
                    <NewNameHint noun={noun} name={value.trim()} asked={asking && !newName.chosen} />
                  )}
                </Combobox.Empty>
              ) : (
                !pickOnly && value.trim() && !exact && <NewNameHint noun={noun} name={value.trim()} separated asked={asking && !newName.chosen} />
              )}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {asking && searchReady(value) && !exact && <CreateOrMatch noun={noun} name={value.trim()} kind={kind} newName={newName} onSelect={pickOutside} />}
    </>
  );
}
