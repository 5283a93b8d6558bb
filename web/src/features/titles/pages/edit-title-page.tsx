import { Button, Tabs } from '@chakra-ui/react';
import { LuBookX, LuWifiOff } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { RecordHistory } from '../../../components/history/record-history';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { canWrite } from '../../../lib/permissions';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { titleQueryOptions, useTitle } from '../api/get-title';
import { themaSectionsQueryOptions } from '../api/thema';
import { coverQueryOptions } from '../api/title-cover';
import { useUpdateTitle } from '../api/save-title';
import { StatusPanel } from '../../../components/ui/status-panel';
import { EditionsTab } from '../components/editions-tab';
import { MaterialTab } from '../components/material-tab';
import { TitleForm } from '../components/title-form';
import { TitleHeader } from '../components/title-header';
import { prefetchTitleHub, TitleHub } from '../components/title-hub';
import { TitleRightsTab } from '../components/title-rights-tab';
import { titleToValues } from '../title-form-values';

/** The page's tabs; the address names the one open (`?tab=rights`), so a link can open it. */
const TABS = ['details', 'editions', 'material', 'rights', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * What the title's Details tab shows first: the title and its cover's thumbnail (asked once the
 * title names it), its hub's lists and Thema's sections (the subjects field).
 */
export const prefetchEditTitlePage: PagePrefetch = (queryClient, { params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id)) return Promise.resolve();
  const withCover = queryClient.fetchQuery(titleQueryOptions(id)).then((title) => (title?.cover != null ? queryClient.prefetchQuery(coverQueryOptions(id, title.cover, 'thumbnail')) : undefined));
  return Promise.all([withCover, prefetchTitleHub(queryClient, id), queryClient.prefetchQuery(themaSectionsQueryOptions())]);
};

/**
 * /titles/edit/{id}, the title's home: "Loading..." while the title is fetched, "Title not found"
 * when the server has none (an unknown id or another team's), else its header (cover, name,
 * subtitle, author; writers upload, replace or remove the cover) over five tabs: Details, the
 * prefilled catalogue form with Update (viewers see the values read-only) and the title's hub
 * (what is due, its licenses, prospections and offers); Editions, each with its ISBN; Material,
 * the PDFs sent to publishers; Rights, the rights held and the availability grid; and History.
 */
export function EditTitlePage() {
  const { id } = useParams();
  if (!id) throw new Error('No title id provided');
  const writer = canWrite();
  const navigate = useNavigate();
  const update = useUpdateTitle();
  // A path that is no number asks for /titles/NaN, a 404 like any unknown id: "Title not found".
  const { data: title, isPending, isError, refetch, isRefetching } = useTitle(Number(id));
  const heading = writer ? 'Edit title' : 'Title';
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

  if (isPending) {
    return (
      <>
        <PageHeader title={heading} />
        <PageLoading />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title={heading} />
        <StatusPanel icon={<LuWifiOff />} title="The title could not be loaded" description="The server could not be reached.">
          <Button variant="outline" onClick={() => void refetch()} loading={isRefetching}>
            Try again
          </Button>
        </StatusPanel>
      </>
    );
  }
  if (!title) {
    return (
      <>
        <PageHeader title={heading} />
        <StatusPanel icon={<LuBookX />} title="Title not found" description="It may have been deleted, or the link is wrong.">
          <Button asChild variant="outline">
            <RouterLink to={paths.titles}>Back to titles</RouterLink>
          </Button>
        </StatusPanel>
      </>
    );
  }

  return (
    <>
      <TitleHeader title={title} writer={writer} />
      <Tabs.Root value={tab} onValueChange={(e) => openTab(e.value)} lazyMount colorPalette="brand">
        <Tabs.List mb="6" overflowX="auto" overflowY="hidden" scrollbarWidth="thin">
          <Tabs.Trigger value="details">Details</Tabs.Trigger>
          <Tabs.Trigger value="editions">Editions</Tabs.Trigger>
          <Tabs.Trigger value="material">Material</Tabs.Trigger>
          <Tabs.Trigger value="rights">Rights</Tabs.Trigger>
          <Tabs.Trigger value="history">History</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          <TitleForm
            key={String(title.id)}
            id={title.id}
            initialValues={titleToValues(title)}
            version={title.version}
            submitLabel="Update"
            readOnly={!writer}
            editions={title.editions}
            onSubmit={async (payload, version) => {
              const saved = await update.mutateAsync({ ...payload, id: title.id, version });
              toaster.create({ type: 'success', title: 'Title updated', description: saved.name });
              navigate(paths.titles, { replace: true });
            }}
            onCancel={() => navigate(paths.titles)}
          />
          <TitleHub titleId={title.id} titleName={title.name} writer={writer} />
        </Tabs.Content>
        <Tabs.Content value="editions">
          <EditionsTab title={title} writer={writer} />
        </Tabs.Content>
        <Tabs.Content value="material">
          <MaterialTab titleId={title.id} writer={writer} />
        </Tabs.Content>
        <Tabs.Content value="rights">
          <TitleRightsTab titleId={title.id} writer={writer} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <RecordHistory entityType="title" entityId={title.id} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
