import { Badge, Checkbox, CheckboxGroup, Fieldset, Text, Wrap } from '@chakra-ui/react';
import type { Option } from '../../../lib/core';
import type { BlurEvent } from '../../../lib/field-messages';

interface Props {
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: (event: BlurEvent) => void;
  error?: string;
  readOnly?: boolean;
}

/**
 * Company types: a multi-select of the core's values, as a group of checkboxes. Read-only, only the
 * company's types, as plain badges (unticked boxes would look like something to tick).
 */
export function CompanyTypesField({ options, value, onChange, onBlur, error, readOnly }: Props) {
  if (readOnly) {
    const chosen = options.filter((option) => value.includes(option.value));
    return (
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Types
        </Fieldset.Legend>
        {chosen.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            None
          </Text>
        ) : (
          <Wrap gap="2">
            {chosen.map((option) => (
              <Badge key={option.value} size="lg" variant="subtle" colorPalette="gray">
                {option.label}
              </Badge>
            ))}
          </Wrap>
        )}
      </Fieldset.Root>
    );
  }
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Types
      </Fieldset.Legend>
      <CheckboxGroup value={value} onValueChange={onChange} onBlur={onBlur} name="types">
        <Wrap gap="2">
          {options.map((option) => (
            <Checkbox.Root
              key={option.value}
              value={option.value}
              borderWidth="1px"
              rounded="md"
              px="3"
              py="1.5"
              _checked={{ borderColor: 'brand.border', bg: 'brand.subtle' }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </CheckboxGroup>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
