import { Combobox, HStack, Portal, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type FocusEvent, type RefObject } from 'react';
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
   * Where the suggestions open (the page's end by default). In a dialog, its content: outside it,
   * the dialog hides them from screen readers as it does the page behind it.
   */
  portalContainer?: RefObject<HTMLElement | null>;
}

function NewNameHint({ noun, name, separated }: { noun: string; name: string; separated?: boolean }) {
  return (
    <HStack px={separated ? '2' : '0'} py={separated ? '1.5' : '0'} gap="2" fontSize="sm" color="fg.muted" borderTopWidth={separated ? '1px' : undefined}>
      <LuPlus />
      <Text>
        New {noun} “{name}” will be created on save
      </Text>
    </HStack>
  );
}

/**
 * Search-and-select-or-create (spec §2, §5): from the 3rd character the completion call suggests
 * existing entries; the user picks one (onSelect, with its id) or keeps the typed name (onInputChange),
 * which the server creates on save. Use inside a Chakra `Field.Root` for the label and error text.
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
  // Fewer than 3 characters: the suggestion list is emptied (spec §5).
  const items = useMemo(() => (searchReady(value) && ready ? (suggestions.data ?? []) : []), [value, ready, suggestions.data]);
  const collection = useMemo(
    () => createListCollection({ items, itemToString: (item) => item.name, itemToValue: (item) => String(item.id) }),
    [items],
  );
  const exact = items.some((item) => item.name.trim().toLowerCase() === value.trim().toLowerCase());
  const searching = searchReady(value) && (!ready || suggestions.isFetching) && items.length === 0;

  return (
    <Combobox.Root
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
        <Combobox.Input placeholder={readOnly ? undefined : placeholder} onBlur={onBlur} autoComplete="off" />
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
                  <NewNameHint noun={noun} name={value.trim()} />
                )}
              </Combobox.Empty>
            ) : (
              !pickOnly && value.trim() && !exact && <NewNameHint noun={noun} name={value.trim()} separated />
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
