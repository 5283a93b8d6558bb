import { Button, CloseButton, Field, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { LuDownload, LuSearch } from 'react-icons/lu';
import type { Option } from '../../../lib/core';
import type { ContactFilters } from '../contact-rows';

interface Props {
  filters: ContactFilters;
  onChange: (patch: Partial<ContactFilters>) => void;
  /** the countries the companies use */
  countries: { id: string; name: string }[];
  types: Option[];
  onExport: () => void;
  exportDisabled: boolean;
}

/** Search, country and type filters, and the CSV export of what the table shows. */
export function ContactsToolbar({ filters, onChange, countries, types, onExport, exportDisabled }: Props) {
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="3" mb="4" align={{ base: 'stretch', lg: 'flex-end' }}>
      <Field.Root flex="2" minW="0">
        <Field.Label srOnly>Search</Field.Label>
        <InputGroup
          startElement={<LuSearch />}
          endElement={filters.search ? <CloseButton size="xs" aria-label="Clear search" onClick={() => onChange({ search: '' })} /> : undefined}
        >
          <Input
            type="search"
            placeholder="Search company, contact, e-mail..."
            value={filters.search}
            onChange={(e) => onChange({ search: e.target.value })}
          />
        </InputGroup>
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flex="3" minW="0" align={{ base: 'stretch', sm: 'flex-end' }}>
        <Field.Root flex="1" minW="0">
          <Field.Label srOnly>Country</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Country" value={filters.countryId} onChange={(e) => onChange({ countryId: e.target.value })}>
              <option value="">All countries</option>
              {countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="0">
          <Field.Label srOnly>Type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Type" value={filters.type} onChange={(e) => onChange({ type: e.target.value })}>
              <option value="">All types</option>
              {types.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button variant="outline" onClick={onExport} disabled={exportDisabled} flexShrink="0">
          <LuDownload /> Export CSV
        </Button>
      </Stack>
    </Stack>
  );
}
