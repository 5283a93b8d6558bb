import type { ReactNode } from 'react';
import { Button, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { SearchInput } from '../../../components/ui/search-input';
import { contractTypes, currencies, licenseStatuses } from '../../../lib/core';
import { useLanguages } from '../../reference/api/reference-lists';
import { LANGUAGE_NONE } from '../license-list';
import type { LicenseFilter } from '../api/license-types';
import { contractYears } from '../license-list';

interface Props {
  q: string;
  onSearch: (text: string) => void;
  filters: Partial<Record<LicenseFilter, string>>;
  onFilter: (patch: Partial<Record<LicenseFilter, string>>) => void;
  /** Whether a search or a filter is set. */
  narrowed: boolean;
  onClear: () => void;
}

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Search and the filters of the licenses list: contract type, status, language, signed, currency, contract year. */
export function LicensesFilters({ q, onSearch, filters, onFilter, narrowed, onClear }: Props) {
  const languages = useLanguages().data ?? [];
  return (
    <Stack gap="3" mb="4" role="search" aria-label="Filter licenses">
      <SearchInput value={q} onSearch={onSearch} size="sm" label="Search licenses" placeholder="Search title, company, agent..." />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" alignItems="center">
        <FilterSelect label="Contract type" value={filters.contractType ?? ''} onChange={(contractType) => onFilter({ contractType })}>
          <option value="">All contract types</option>
          {contractTypes().map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Status" value={filters.status ?? ''} onChange={(status) => onFilter({ status })}>
          <option value="">All statuses</option>
          {licenseStatuses().map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Language" value={filters.language ?? ''} onChange={(language) => onFilter({ language })}>
          <option value="">All languages</option>
          <option value={LANGUAGE_NONE}>No language</option>
          {languages.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Signed" value={filters.signed ?? ''} onChange={(signed) => onFilter({ signed })}>
          <option value="">Signed and unsigned</option>
          <option value="yes">Signed</option>
          <option value="no">Not signed</option>
        </FilterSelect>
        <FilterSelect label="Currency" value={filters.currency ?? ''} onChange={(currency) => onFilter({ currency })}>
          <option value="">All currencies</option>
          {currencies().map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} – {c.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Year of contract date" value={filters.year ?? ''} onChange={(year) => onFilter({ year })}>
          <option value="">All years</option>
          {contractYears().map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </FilterSelect>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={!narrowed} justifySelf="start">
          <LuX /> Clear filters
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
