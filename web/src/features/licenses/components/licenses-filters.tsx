import type { ReactNode } from 'react';
import { Button, Input, InputGroup, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuSearch, LuX } from 'react-icons/lu';
import { contractTypes, currencies } from '../../../lib/core';
import { noLicenseFilters, type LicenseFilters } from '../license-list';

interface Props {
  filters: LicenseFilters;
  years: string[];
  onChange: (filters: LicenseFilters) => void;
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

/** Search and the filters of the licenses list: contract type, signed, currency, contract year. */
export function LicensesFilters({ filters, years, onChange }: Props) {
  const set = (patch: Partial<LicenseFilters>) => onChange({ ...filters, ...patch });
  const active = Object.values(filters).some(Boolean);
  return (
    <Stack gap="3" mb="4" role="search" aria-label="Filter licenses">
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          size="sm"
          placeholder="Search title, company, agent, notes..."
          aria-label="Search licenses"
          value={filters.search}
          onChange={(e) => set({ search: e.target.value })}
        />
      </InputGroup>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="2" alignItems="center">
        <FilterSelect label="Contract type" value={filters.contractType} onChange={(contractType) => set({ contractType })}>
          <option value="">All contract types</option>
          {contractTypes().map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Signed" value={filters.signed} onChange={(signed) => set({ signed })}>
          <option value="">Signed and unsigned</option>
          <option value="yes">Signed</option>
          <option value="no">Not signed</option>
        </FilterSelect>
        <FilterSelect label="Currency" value={filters.currency} onChange={(currency) => set({ currency })}>
          <option value="">All currencies</option>
          {currencies().map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} – {c.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Year of contract date" value={filters.year} onChange={(year) => set({ year })}>
          <option value="">All years</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </FilterSelect>
        <Button size="sm" variant="ghost" onClick={() => onChange({ ...noLicenseFilters })} disabled={!active} justifySelf="start">
          <LuX /> Clear filters
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
