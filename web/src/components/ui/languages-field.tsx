import { Combobox, Field, Input, Tag, Wrap } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { BlurEvent } from '../../lib/field-messages';
import { ReferenceOptions, useReferenceList, type ReferenceItem } from './reference-combobox';

interface Language {
  id: string;
  code: string;
  name: string;
}

interface Props {
  label: string;
  /** the accessible name of the input, when the visible label is shared by several rows */
  ariaLabel?: string;
  /** the ISO 639-1 list (GET /api/languages) */
  languages: readonly Language[];
  /** the chosen ids, in the order chosen */
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur?: (event: BlurEvent) => void;
  error?: string;
  readOnly?: boolean;
  /** What the empty input says; "Type a language or its code" unless told (a right held: "Every language"). */
  placeholder?: string;
}

/**
 * A searchable multi-select of languages: type a name or an ISO code ("de", "German"), pick one or
 * more; the chosen ones are tags above the input, each with its remove button. The list renders in
 * its drawer or dialog, as the country's and language's do (reference-combobox.tsx).
 */
export function LanguagesField({ label, ariaLabel, languages, value, onChange, onBlur, error, readOnly, placeholder = 'Type a language or its code' }: Props) {
  const items = useMemo((): ReferenceItem[] => languages.map(({ id, code, name }) => ({ id, name, aliases: [code] })), [languages]);
  const list = useReferenceList(items);
  const nameOf = (id: string) => items.find((item) => item.id === id)?.name ?? id;
  const names = value.map(nameOf);

  if (readOnly) {
    return (
      <Field.Root readOnly>
        <Field.Label>{label}</Field.Label>
        <Input readOnly aria-label={ariaLabel} value={names.join(', ')} />
      </Field.Root>
    );
  }

  return (
    <Field.Root invalid={Boolean(error)}>
      {/* the languages drawn only while the list is open (as ReferenceCombobox's) */}
      <Combobox.Root {...list} multiple value={value} onValueChange={(e) => onChange(e.value)} invalid={Boolean(error)} lazyMount unmountOnExit>
        <Combobox.Label>{label}</Combobox.Label>
        {value.length > 0 && (
          <Wrap gap="1.5" aria-label={`${ariaLabel ?? label}: chosen`} role="list">
            {value.map((id, index) => (
              <Tag.Root key={id} size="lg" variant="subtle" role="listitem">
                <Tag.Label>{names[index]}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${names[index]}`} onClick={() => onChange(value.filter((other) => other !== id))} />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </Wrap>
        )}
        <Combobox.Control>
          <Combobox.Input placeholder={value.length ? 'Add another language' : placeholder} aria-label={ariaLabel} onBlur={onBlur} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={`Show ${(ariaLabel ?? label).toLowerCase()} list`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <ReferenceOptions items={list.collection.items} />
      </Combobox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
