import { Checkbox, CheckboxGroup, Fieldset, Wrap } from '@chakra-ui/react';
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

/** Company types: a multi-select of the core's values, as a group of checkboxes. */
export function CompanyTypesField({ options, value, onChange, onBlur, error, readOnly }: Props) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Types
      </Fieldset.Legend>
      <CheckboxGroup value={value} onValueChange={onChange} readOnly={readOnly} onBlur={onBlur} name="types">
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
