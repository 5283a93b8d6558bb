import { Button, Field, HStack, Input, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import type { BlurEvent } from '../../../lib/field-messages';
import { useThemaSections } from '../api/thema';
import { themaSection } from '../title-form-values';

interface Props {
  value: string[];
  onChange: (codes: string[]) => void;
  onBlur?: (event: BlurEvent) => void;
  error?: string;
  readOnly?: boolean;
}

/** The codes typed in one go ("FBA, FBAN 1DDF"), upper-cased, those already chosen left out. */
export function typedCodes(text: string, chosen: readonly string[]): string[] {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)].filter((code) => !chosen.includes(code));
}

/**
 * The title's Thema subjects, the main one first: each a tag with its code and its section's name
 * ("FBA · Fiction and Related items", GET /api/reference/thema), removable; codes are typed and
 * added with Enter or Add (core checks their shape: the field's message).
 */
export function SubjectsField({ value, onChange, onBlur, error, readOnly }: Props) {
  const [text, setText] = useState('');
  const sections = useThemaSections().data ?? [];
  const sectionName = (code: string) => sections.find((section) => section.code === themaSection(code))?.name;
  const add = () => {
    const codes = typedCodes(text, value);
    if (codes.length > 0) onChange([...value, ...codes]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Field.Root invalid={Boolean(error)} readOnly={readOnly}>
      <Field.Label>Subjects (Thema)</Field.Label>
      {value.length > 0 ? (
        <Wrap gap="1.5" aria-label="Subjects: chosen" role="list">
          {value.map((code, index) => {
            const name = sectionName(code);
            return (
              <Tag.Root key={code} size="lg" variant="subtle" role="listitem" colorPalette={index === 0 ? 'brand' : 'gray'} maxW="full">
                <Tag.Label>
                  <Text as="span" fontWeight="semibold">
                    {code}
                  </Text>
                  {name && ` · ${name}`}
                </Tag.Label>
                {!readOnly && (
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={`Remove ${code}`} onClick={() => onChange(value.filter((other) => other !== code))} />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            );
          })}
        </Wrap>
      ) : (
        readOnly && (
          <Text fontSize="sm" color="fg.muted">
            None
          </Text>
        )
      )}
      {!readOnly && (
        <HStack w="full" gap="2">
          <Input
            aria-label="Add subjects"
            placeholder={value.length ? 'Add another code' : 'e.g. FBA or 1DDF'}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={(e) => {
              add();
              onBlur?.(e);
            }}
            autoComplete="off"
          />
          <Button variant="outline" onClick={add} disabled={!text.trim()} flexShrink="0">
            Add
          </Button>
        </HStack>
      )}
      {!readOnly && !error && <Field.HelperText>The main subject first.</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
