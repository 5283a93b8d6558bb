import { Box, Grid, Link, List, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { companyTypes } from '../../../lib/core';
import { labelOf } from '../../../lib/labels';
import type { Company } from '../../contacts/types';

/** The labels of a company's types, in the stored order ("Publisher, Literary Agency"). */
export const typeLabels = (company: Company) => company.types.map((type) => labelOf(companyTypes(), type)).join(', ');

/** Free text as typed: its line breaks kept (an address on several lines). */
const Typed = ({ children }: { children: ReactNode }) => <Text whiteSpace="pre-line">{children}</Text>;

/**
 * What a company is (country, types, language, address, notes; only what is filled in) beside
 * the people there, with their e-mail addresses. Read as text by everyone: the editor is the
 * company drawer's.
 */
export function CompanyFacts({ company }: { company: Company }) {
  const facts: [string, ReactNode][] = [
    ['Country', company.country],
    ['Types', typeLabels(company)],
    ['Language', company.language],
    ['Address', company.address && <Typed>{company.address}</Typed>],
    ['Notes', company.notes && <Typed>{company.notes}</Typed>],
  ];
  const filled = facts.filter(([, value]) => Boolean(value));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
      <HubSection title="Details">
        {filled.length === 0 ? (
          <HubNote>Nothing recorded but the name.</HubNote>
        ) : (
          <Grid as="dl" templateColumns="minmax(5.5rem, auto) 1fr" columnGap="4" rowGap="2">
            {filled.map(([label, value]) => (
              <Box key={label} display="contents">
                <Text as="dt" color="fg.muted">
                  {label}
                </Text>
                <Box as="dd" minW="0" wordBreak="break-word">
                  {value}
                </Box>
              </Box>
            ))}
          </Grid>
        )}
      </HubSection>
      <HubSection title="Contacts" count={company.contacts.length}>
        {company.contacts.length === 0 ? (
          <HubNote>No contact recorded.</HubNote>
        ) : (
          <List.Root variant="plain" gap="2" aria-label="Contacts at this company">
            {company.contacts.map((contact) => (
              <List.Item key={contact.id} display="block">
                <Text fontWeight="medium">
                  {contact.name}
                  {contact.role && (
                    <Text as="span" fontWeight="normal" color="fg.muted">
                      {' '}
                      · {contact.role}
                    </Text>
                  )}
                </Text>
                {contact.email && (
                  <Link href={`mailto:${contact.email}`} color="brand.fg" fontSize="sm" wordBreak="break-all">
                    {contact.email}
                  </Link>
                )}
                {contact.phone && (
                  <Text fontSize="sm">
                    <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} color="brand.fg">
                      {contact.phone}
                    </Link>
                  </Text>
                )}
                {contact.languages.length > 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    {contact.languages.join(', ')}
                  </Text>
                )}
              </List.Item>
            ))}
          </List.Root>
        )}
      </HubSection>
    </SimpleGrid>
  );
}
