import { Button, HStack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileQuestion, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { RecordHistory } from '../../../components/history/record-history';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { WriteError } from '../../../lib/api-client';
import { canWrite } from '../../../lib/permissions';
import type { Id, License } from '../api/license-types';
import { useLicense } from '../api/get-license';
import { useDeleteLicense } from '../api/save-license';
import { LicenseForm } from '../components/license-form';
import { PaymentsSection } from '../../money/components/payments-section';
import { StatementsSection } from '../../money/components/statements-section';

/** The page's tabs; the address names the one open (`?tab=payments`), so a link can open it. */
const TABS = ['details', 'payments', 'statements'] as const;
type Tab = (typeof TABS)[number];

function DeleteLicenseButton({ license }: { license: License }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteLicense();
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <LuTrash2 /> Delete license
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this license?"
        body={`The license for “${license.title}” with ${license.company}, and its PDF, will be deleted. This cannot be undone.`}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(license, {
            onSuccess: () => {
              setOpen(false);
              toaster.create({ type: 'success', title: 'License deleted' });
              navigate(paths.licenses, { replace: true });
            },
            onError: (error) => {
              setOpen(false);
              toaster.create({ type: 'error', title: 'The license could not be deleted', description: error instanceof WriteError ? error.serverMessage || error.message : error.message });
            },
          })
        }
      />
    </>
  );
}

function EditLicense({ id }: { id: Id }) {
  const { data: license, isPending } = useLicense(id);
  const writer = canWrite();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = TABS.find((name) => name === asked) ?? 'details';
  const openTab = (next: string) =>
    setSearch(
      (params) => {
        if (next === 'details') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  // Nothing of the form is shown until the license has loaded (docs/product.md §2).
  if (isPending) return <PageLoading />;
  if (!license) {
    return (
      <>
        <PageHeader title={writer ? 'Edit license' : 'License'} />
        <StatusPanel icon={<LuFileQuestion />} title="License not found" description="It may have been deleted, or the link is wrong.">
          <Button asChild variant="outline">
            <RouterLink to={paths.licenses}>Back to licenses</RouterLink>
          </Button>
        </StatusPanel>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={writer ? 'Edit license' : 'License'}
        description={`${license.title} – ${license.company}`}
        actions={writer && <HStack>{<DeleteLicenseButton license={license} />}</HStack>}
      />
      <Tabs.Root value={tab} onValueChange={(e) => openTab(e.value)} lazyMount colorPalette="brand">
        <Tabs.List mb="6">
          <Tabs.Trigger value="details">Details</Tabs.Trigger>
          <Tabs.Trigger value="payments">Payments</Tabs.Trigger>
          <Tabs.Trigger value="statements">Statements</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          <LicenseForm key={String(license.id)} license={license} readOnly={!writer} />
          <RecordHistory entityType="license" entityId={license.id} />
        </Tabs.Content>
        <Tabs.Content value="payments">
          <PaymentsSection license={license} writer={writer} />
        </Tabs.Content>
        <Tabs.Content value="statements">
          <StatementsSection license={license} writer={writer} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/**
 * `/licenses/edit/{id}` (docs/product.md §2): the license form, prefilled (read-only for viewers),
 * and its history; its Payments and Statements (the money after signing) in tabs of their own. A route without
 * an id is an error (docs/product.md §8), shown by the route's error screen inside the shell.
 */
export function EditLicensePage() {
  const { id } = useParams();
  if (!id) throw new Error('No license id provided');
  // A path that is no number asks for /licenses/NaN, a 404 like any unknown id: "License not found".
  return <EditLicense id={Number(id)} />;
}
