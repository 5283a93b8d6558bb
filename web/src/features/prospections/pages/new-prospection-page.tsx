import { Alert, List, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header';
import { RowLink } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { isOpenStatus } from '../../../lib/core';
import { formatDate } from '../../../lib/format';
import { useAllProspections } from '../api/get-prospections';
import type { Id } from '../api/prospection-types';
import { titleLicensesQueryOptions } from '../api/get-title-licenses';
import { ProspectionForm } from '../components/prospection-form';
import type { ProspectionForm as FormState } from '../components/use-prospection-form';
import { contractTypeLabel } from '../../../lib/labels';
import { statusLabel } from '../prospection-list';
import { usePresetNames } from '../../../lib/preset-names';

interface PitchCheck {
  title: string;
  titleId: Id;
  companyId: Id | null;
  company: string;
  contractType: string;
}

/**
 * What the team already did with a picked title for this right: its licenses, and the open
 * prospections of the same title to the same company. A warning, not a refusal: a title is often
 * licensed in one language and still offered in another.
 */
function AlreadyPitched({ title, titleId, companyId, company, contractType }: PitchCheck) {
  const licenses = useQuery(titleLicensesQueryOptions({ titleId, sort: '-contractDate', contractType }));
  const prospections = useAllProspections({ q: '', sort: 'chaseDate', filters: { titleId: String(titleId), companyId: String(companyId) } }, companyId !== null);
  const licensed = licenses.data ?? [];
  const pitched = companyId === null ? [] : (prospections.data ?? []).filter((p) => isOpenStatus(p.status ?? 'to_send') && (p.contractType ?? 'foreign_rights') === contractType);
  if (licensed.length === 0 && pitched.length === 0) return null;

  const right = contractTypeLabel(contractType);
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          “{title}” is already {licensed.length > 0 ? 'licensed' : 'offered'} for {right}
        </Alert.Title>
        <Alert.Description>
          <List.Root gap="1" ps="4" overflowWrap="anywhere">
            {licensed.map((license) => (
              <List.Item key={`license-${license.id}`}>
                Licensed to {license.company}
                {license.contractDate && `, contract of ${formatDate(license.contractDate)}`}: <RowLink to={paths.licenseEdit(license.id)}>open the license</RowLink>
              </List.Item>
            ))}
            {pitched.map((p) => (
              <List.Item key={`prospection-${p.id}`}>
                Offered to {company} ({statusLabel(p.status)}): <RowLink to={paths.prospectionEdit(p.id)}>open the prospection</RowLink>
              </List.Item>
            ))}
          </List.Root>
          You can still save this one.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** One check per picked title of the pitch; typed titles are new, so nothing can exist for them. */
function PitchWarnings({ form }: { form: FormState }) {
  const { values } = form;
  // A title picked twice is checked once.
  const picked = new Map([values, ...form.addedTitles].flatMap(({ title, titleId }) => (titleId === null ? [] : [[titleId, title.trim()] as const])));
  if (picked.size === 0) return null;
  const contractType = values.contractType || 'foreign_rights';
  return (
    <Stack gap="3">
      {[...picked].map(([titleId, title]) => (
        <AlreadyPitched key={titleId} title={title} titleId={titleId} companyId={values.companyId} company={values.company.trim()} contractType={contractType} />
      ))}
    </Stack>
  );
}

/** `/prospections/new`: the prospection form, empty, for one title or several offered to the same company. The router's RequireWriter keeps viewers out. */
export function NewProspectionPage() {
  const preset = usePresetNames();
  return (
    <>
      <PageHeader title="New prospection" description="Record a title you are offering to a company, or pitch several at once." />
      <ProspectionForm titleNotice={(form) => <PitchWarnings form={form} />} preset={preset} />
    </>
  );
}
