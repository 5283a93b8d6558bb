import { Box, Button, Field, Fieldset, Grid, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { contactField, type ContactDraft } from '../company-draft';
import type { BlurEvent } from '../../../lib/field-messages';

interface Props {
  contacts: ContactDraft[];
  errorOf: (field: string) => string | undefined;
  onChange: (key: string, field: 'name' | 'email', value: string) => void;
  onBlur: (field: string, event: BlurEvent) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  readOnly?: boolean;
}

const columns = { base: '1fr auto', sm: '1fr 1fr auto' };

/** The company's contacts as editable rows: name and e-mail, a remove button per row, and "Add contact". */
export function ContactRowsField({ contacts, errorOf, onChange, onBlur, onAdd, onRemove, readOnly }: Props) {
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
          <Grid templateColumns={columns} gap="2" hideBelow="sm" aria-hidden="true" fontSize="xs" color="fg.muted" fontWeight="medium">
            <Text>Name</Text>
            <Text>E-mail</Text>
            <Box w="8" />
          </Grid>
          {contacts.map((contact, index) => {
            const nameField = contactField(contact.key, 'name');
            const emailField = contactField(contact.key, 'email');
            const n = index + 1;
            return (
              <Grid as="li" key={contact.key} templateColumns={columns} gap="2" alignItems="start">
                <Stack gap="2" direction={{ base: 'column', sm: 'row' }} gridColumn={{ base: '1', sm: '1 / span 2' }}>
                  <Field.Root invalid={Boolean(errorOf(nameField))} readOnly={readOnly} flex="1">
                    <Input
                      aria-label={`Contact ${n} name`}
                      placeholder={readOnly ? undefined : 'Name'}
                      value={contact.name}
                      autoComplete="off"
                      onChange={(e) => onChange(contact.key, 'name', e.target.value)}
                      onBlur={(e) => onBlur(nameField, e)}
                    />
                    <Field.ErrorText>{errorOf(nameField)}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errorOf(emailField))} readOnly={readOnly} flex="1">
                    <Input
                      aria-label={`Contact ${n} e-mail`}
                      placeholder={readOnly ? undefined : 'E-mail'}
                      type="email"
                      inputMode="email"
                      autoComplete="off"
                      value={contact.email}
                      onChange={(e) => onChange(contact.key, 'email', e.target.value)}
                      onBlur={(e) => onBlur(emailField, e)}
                    />
                    <Field.ErrorText>{errorOf(emailField)}</Field.ErrorText>
                  </Field.Root>
                </Stack>
                {!readOnly && (
                  <IconButton aria-label={`Remove contact ${n}`} variant="ghost" colorPalette="red" onClick={() => onRemove(contact.key)}>
                    <LuTrash2 />
                  </IconButton>
                )}
              </Grid>
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
