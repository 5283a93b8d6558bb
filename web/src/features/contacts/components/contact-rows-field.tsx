import { Box, Button, Field, Fieldset, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { contactField, type ContactDraft, type ContactFieldName, type ContactTextField } from '../company-draft';
import type { BlurEvent } from '../../../lib/field-messages';
import { LanguagesField } from '../../../components/ui/languages-field';

interface Props {
  contacts: ContactDraft[];
  /** the languages to choose from (GET /api/languages) */
  languages: readonly { id: string; code: string; name: string }[];
  errorOf: (field: string) => string | undefined;
  onChange: (key: string, field: ContactTextField, value: string) => void;
  onLanguagesChange: (key: string, languageIds: string[]) => void;
  onBlur: (field: string, event: BlurEvent) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  readOnly?: boolean;
}

/** What each text field of a contact is: its visible label, its input's type and its hint. */
const TEXT_FIELDS: Record<ContactTextField, { label: string; input?: ComponentProps<typeof Input>; placeholder?: string }> = {
  name: { label: 'Name', input: { autoComplete: 'off' } },
  email: { label: 'E-mail', input: { type: 'email', inputMode: 'email', autoComplete: 'off' } },
  role: { label: 'Role', input: { autoComplete: 'off' }, placeholder: 'e.g. Rights director' },
  phone: { label: 'Phone', input: { type: 'tel', inputMode: 'tel', autoComplete: 'off' }, placeholder: 'e.g. +49 89 998 300' },
  notes: { label: 'Notes' },
};

/**
 * The company's contacts, each a card of labelled fields (name, e-mail, role, phone, the languages
 * the contact handles, notes) with its remove button, and "Add contact"; read-only, only the details
 * a contact has. Two columns from the `sm`
 * breakpoint, one below it, so that a 375 px phone shows every field at full width.
 */
export function ContactRowsField({ contacts, languages, errorOf, onChange, onLanguagesChange, onBlur, onAdd, onRemove, readOnly }: Props) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Contacts
      </Fieldset.Legend>
      {contacts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No contacts yet.
        </Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {contacts.map((contact, index) => {
            const n = index + 1;
            const field = (name: ContactFieldName) => contactField(contact.key, name);
            const text = (name: ContactTextField, multiline = false) => {
              // Read-only, a detail the contact does not have is left out rather than shown empty.
              if (readOnly && name !== 'name' && !contact[name]) return null;
              const { label, input, placeholder } = TEXT_FIELDS[name];
              const props = {
                // The visible label is the same on every card; the accessible name says which contact.
                'aria-label': `Contact ${n} ${label.toLowerCase()}`,
                placeholder: readOnly ? undefined : placeholder,
                value: contact[name],
                onChange: (e: { target: { value: string } }) => onChange(contact.key, name, e.target.value),
                onBlur: (e: BlurEvent) => onBlur(field(name), e),
              };
              return (
                <Field.Root invalid={Boolean(errorOf(field(name)))} readOnly={readOnly} required={name === 'name' && !readOnly}>
                  <Field.Label>
                    {label}
                    {name === 'name' && <Field.RequiredIndicator />}
                  </Field.Label>
                  {multiline ? <Textarea rows={2} autoresize {...props} /> : <Input {...input} {...props} />}
                  <Field.ErrorText>{errorOf(field(name))}</Field.ErrorText>
                </Field.Root>
              );
            };
            return (
              <Box as="li" key={contact.key} borderWidth="1px" rounded="md" p={{ base: '3', sm: '4' }} bg="bg.subtle" aria-label={`Contact ${n}`}>
                <HStack justify="space-between" mb="2" minH="8">
                  <Text fontSize="sm" fontWeight="semibold" color="fg.muted" truncate>
                    Contact {n}
                    {contact.name.trim() && ` · ${contact.name.trim()}`}
                  </Text>
                  {!readOnly && (
                    <IconButton aria-label={`Remove contact ${n}`} size="sm" variant="ghost" colorPalette="red" onClick={() => onRemove(contact.key)}>
                      <LuTrash2 />
                    </IconButton>
                  )}
                </HStack>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  {text('name')}
                  {text('email')}
                  {text('role')}
                  {text('phone')}
                  <Box gridColumn={{ sm: 'span 2' }} hidden={readOnly && contact.languageIds.length === 0}>
                    <LanguagesField
                      label="Languages"
                      ariaLabel={`Contact ${n} languages`}
                      languages={languages}
                      value={contact.languageIds}
                      onChange={(ids) => onLanguagesChange(contact.key, ids)}
                      onBlur={(e) => onBlur(field('languageIds'), e)}
                      error={errorOf(field('languageIds'))}
                      readOnly={readOnly}
                    />
                  </Box>
                  {(!readOnly || contact.notes) && <Box gridColumn={{ sm: 'span 2' }}>{text('notes', true)}</Box>}
                </SimpleGrid>
              </Box>
            );
          })}
        </Stack>
      )}
      {!readOnly && (
        <Box>
          <Button variant="outline" size="sm" onClick={onAdd}>
            <LuPlus /> Add contact
          </Button>
        </Box>
      )}
    </Fieldset.Root>
  );
}
