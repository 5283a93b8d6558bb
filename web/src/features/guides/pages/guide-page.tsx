import { Badge, Button, HStack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuBookX, LuDownload, LuEye, LuTrash2, LuWifiOff } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { RecordHistory } from '../../../components/history/record-history';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { endedSession, failureReason } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { canWrite } from '../../../lib/permissions';
import { useGuide, useGuideDocument } from '../api/get-guide';
import { downloadGuideCsv } from '../api/guide-export';
import { guideTitleCount, type Guide } from '../api/guide-types';
import { useCreateGuide, useDeleteGuide, useUpdateGuide } from '../api/save-guide';
import { GuideForm } from '../components/guide-form';
import { ShareGuide } from '../components/share-guide';
import { emptyGuideValues, guideToValues } from '../guide-form-values';
import type { GuideTitle } from '../guide-order';

const NO_TITLES: ReadonlyMap<number, GuideTitle> = new Map();

/** /guides/new: the builder of a new guide; created, it opens as the guide's own page. */
export function NewGuidePage() {
  const navigate = useNavigate();
  const create = useCreateGuide();
  const [initial] = useState(emptyGuideValues);
  return (
    <>
      <PageHeader title="New guide" description="Name it, add sections and titles, choose what each title shows; then preview, print or share it." />
      <GuideForm
        titles={NO_TITLES}
        initialValues={initial}
        readOnly={false}
        onSubmit={async (payload) => {
          const saved = await create.mutateAsync(payload);
          toaster.create({ type: 'success', title: 'Guide created', description: saved.name });
          navigate(paths.guide(saved.id), { replace: true });
        }}
        onCancel={() => navigate(paths.guides)}
      />
    </>
  );
}

function GuideActions({ guide, writer }: { guide: Guide; writer: boolean }) {
  const navigate = useNavigate();
  const remove = useDeleteGuide();
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadGuideCsv(guide.id, guide.name);
    } catch (error) {
      if (!endedSession(error)) toaster.create({ type: 'error', title: 'The CSV file was not made', description: 'The server could not be reached; try again.' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.guidePreview(guide.id)}>
          <LuEye /> Preview and print
        </RouterLink>
      </Button>
      {writer && <ShareGuide guideId={guide.id} name={guide.name} />}
      <Button variant="outline" onClick={() => void exportCsv()} loading={exporting}>
        <LuDownload /> CSV
      </Button>
      {writer && (
        <Button variant="ghost" colorPalette="red" onClick={() => setDeleting(true)}>
          <LuTrash2 /> Delete
        </Button>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this guide?"
        body={`“${guide.name}” will be deleted${guide.shared ? ', and its share link will stop working' : ''}. Its titles stay as they are. This cannot be undone.`}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { id: guide.id, version: guide.version },
            {
              onSuccess: () => {
                setDeleting(false);
                toaster.create({ type: 'success', title: 'Guide deleted', description: guide.name });
                navigate(paths.guides, { replace: true });
              },
              onError: (error) => {
                setDeleting(false);
                if (!endedSession(error)) toaster.create({ type: 'error', title: 'The guide was not deleted', description: failureReason(error) });
              },
            },
          )
        }
      />
    </HStack>
  );
}

/**
 * /guides/{id}: the guide's builder, its name as the heading, how many titles and when it was last
 * changed under it, its history below. Writers build it (viewers read it) and share it; everyone
 * previews and prints it and takes its CSV. The titles are named from the guide's document, read
 * beside it.
 */
export function GuidePage() {
  const { id } = useParams();
  if (!id) throw new Error('No guide id provided');
  const guideId = Number(id);
  const writer = canWrite();
  const navigate = useNavigate();
  const update = useUpdateGuide();
  const guide = useGuide(guideId);
  const document = useGuideDocument(guideId, guide.data != null);
  const titles = useMemo(() => new Map((document.data?.sections ?? []).flatMap((section) => section.titles.map((block) => [block.id, { id: block.id, name: block.name }] as const))), [document.data]);
  // The values the form starts from, once: later versions reach the form as `guide` (it follows them).
  const [initial, setInitial] = useState<ReturnType<typeof guideToValues>>();
  if (guide.data && document.data && !initial) setInitial(guideToValues(guide.data, titles));

  if (guide.isError || document.isError) {
    return (
      <>
        <PageHeader title="Guide" />
        <StatusPanel icon={<LuWifiOff />} title="The guide could not be loaded" description="The server could not be reached.">
          <Button variant="outline" onClick={() => void Promise.all([guide.refetch(), document.refetch()])} loading={guide.isRefetching || document.isRefetching}>
            Try again
          </Button>
        </StatusPanel>
      </>
    );
  }
  if (guide.data === null || document.data === null) {
    return (
      <>
        <PageHeader title="Guide" />
        <StatusPanel icon={<LuBookX />} title="Guide not found" description="It may have been deleted, or the link is wrong.">
          <Button asChild variant="outline">
            <RouterLink to={paths.guides}>Back to guides</RouterLink>
          </Button>
        </StatusPanel>
      </>
    );
  }
  if (!guide.data || !initial) {
    return (
      <>
        <PageHeader title="Guide" />
        <PageLoading />
      </>
    );
  }
  const stored = guide.data;
  const count = guideTitleCount(stored);
  return (
    <>
      <PageHeader
        title={stored.name}
        description={
          <HStack as="span" gap="2" wrap="wrap">
            <span>
              {count === 1 ? '1 title' : `${count} titles`}
              {stored.fair && ` · ${stored.fair}`}
              {stored.updatedAt && ` · updated ${formatDateTime(stored.updatedAt)}`}
            </span>
            {stored.shared && (
              <Badge colorPalette="blue" variant="subtle">
                Shared
              </Badge>
            )}
          </HStack>
        }
        actions={<GuideActions guide={stored} writer={writer} />}
      />
      <GuideForm
        key={String(stored.id)}
        guide={stored}
        titles={titles}
        initialValues={initial}
        readOnly={!writer}
        onSubmit={async (payload, version) => {
          const saved = await update.mutateAsync({ id: stored.id, version, guide: payload });
          toaster.create({ type: 'success', title: 'Guide saved', description: saved.name });
        }}
        onCancel={() => navigate(paths.guides)}
      />
      <RecordHistory entityType="guide" entityId={stored.id} />
    </>
  );
}
