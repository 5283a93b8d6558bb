import { Box, Field, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import type { Option } from '../../../lib/core';
import type { CompanyFilter } from '../api/companies';

interface Props {
  q: string;
  onSearch: (text: string) => void;
  filters: Partial<Record<CompanyFilter, string>>;
  onFilter: (patch: Partial<Record<CompanyFilter, string>>) => void;
  countries: { id: string; name: string }[];
  types: Option[];
  /** The export button. */
  children: ReactNode;
}

/** Search, country and type filters, and the CSV export. */
export function ContactsToolbar({ q, onSearch, filters, onFilter, countries, types, children }: Props) {
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="3" mb="4" align={{ base: 'stretch', lg: 'flex-end' }}>
      <Box flex="2" minW="0">
        <SearchInput value={q} onSearch={onSearch} label="Search contacts" placeholder="Search company, contact, e-mail..." />
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flex="3" minW="0" align={{ base: 'stretch', sm: 'flex-end' }}>
        <Field.Root flex="1" minW="0">
          <Field.Label srOnly>Country</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Country" value={filters.country ?? ''} onChange={(e) => onFilter({ country: e.target.value })}>
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
            <NativeSelect.Field aria-label="Type" value={filters.type ?? ''} onChange={(e) => onFilter({ type: e.target.value })}>
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
        {children}
      </Stack>
    </Stack>
  );
}
