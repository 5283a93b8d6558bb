import { Combobox, Field, Input, useListCollection } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { BlurEvent } from '../../lib/field-messages';
import { rankByName } from '../../lib/rank-names';

export interface ReferenceItem {
  id: string;
  name: string;
  /** Codes and common names it is also found by (a country's "USA", "UK"). */
  aliases?: string[];
}

interface Props {
  label: string;
  /** the ISO list (countries or languages from the localStorage cache) */
  items: ReferenceItem[];
  /** the selected id, '' for none */
  value: string;
  onChange: (id: string) => void;
  onBlur?: (event: BlurEvent) => void;
  error?: string;
  readOnly?: boolean;
  placeholder?: string;
}

/**
 * What a combobox over a reference list shares, single or multiple (languages-field.tsx): the
 * props of its `Combobox.Root`, whose list is filtered as the user types (case- and
 * accent-insensitive, by name, code or common name, the best matches first: lib/rank-names.ts) and
 * whole when opened by a click or an arrow key; its `ReferenceOptions` go inside.
 */
export function useReferenceList(items: ReferenceItem[]) {
  const { collection, set } = useListCollection<ReferenceItem>({
    initialItems: items,
    itemToString: (item) => item.name,
    itemToValue: (item) => item.id,
  });
  useEffect(() => set(items), [items, set]);
  const filter = (text: string) => set(rankByName(items, text));
  return {
    collection,
    onInputValueChange: (e: Combobox.InputValueChangeDetails) => filter(e.inputValue),
    onOpenChange: (e: Combobox.OpenChangeDetails) => {
      // opened by click or arrow key: the whole list; opened by typing: filtered by the text
      if (e.open && e.reason !== 'input-change') filter('');
    },
    openOnClick: true,
    positioning: { sameWidth: true },
  };
}

/**
 * The list of a reference combobox. It renders inside the surrounding drawer or dialog (no portal),
 * so its focus trap keeps working.
 */
export function ReferenceOptions({ items }: { items: ReferenceItem[] }) {
  return (
    <Combobox.Positioner>
      <Combobox.Content maxH="64">
        <Combobox.Empty>No match</Combobox.Empty>
        {items.map((item) => (
          <Combobox.Item item={item} key={item.id}>
            {item.name}
            <Combobox.ItemIndicator />
          </Combobox.Item>
        ))}
      </Combobox.Content>
    </Combobox.Positioner>
  );
}

/**
 * A searchable single select over a reference list (useReferenceList): type to filter, pick with
 * mouse or keyboard, clear with the × button. Text that matches nothing reverts on blur.
 */
export function ReferenceCombobox({ label, items, value, onChange, onBlur, error, readOnly, placeholder }: Props) {
  const list = useReferenceList(items);

  if (readOnly) {
    // The chosen name as read-only text: a read-only combobox still shows its list button.
    return (
      <Field.Root readOnly>
        <Field.Label>{label}</Field.Label>
        <Input readOnly value={items.find((item) => item.id === value)?.name ?? ''} />
      </Field.Root>
    );
  }

  return (
    <Field.Root invalid={Boolean(error)} readOnly={readOnly}>
      {/* some 180 languages or 250 countries: drawn only while the list is open (each an item, its text and
          its check), not with every form that has the field */}
      <Combobox.Root {...list} value={value ? [value] : []} onValueChange={(e) => onChange(e.value[0] ?? '')} invalid={Boolean(error)} lazyMount unmountOnExit>
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder ?? 'Type to search'} onBlur={onBlur} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label={`Clear ${label.toLowerCase()}`} />
            <Combobox.Trigger aria-label={`Show ${label.toLowerCase()} list`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <ReferenceOptions items={list.collection.items} />
      </Combobox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
