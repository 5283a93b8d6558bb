import { Badge, Button, HStack, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalendarSearch, LuPencil, LuPlus, LuPrinter, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { endedSession, failureReason } from '../../../lib/api-client';
import { canWrite } from '../../../lib/permissions';
import { zoneLabel } from '../../../lib/time-zones';
import { todayIso } from '../../../lib/today';
import { useSession } from '../../../lib/use-session';
import type { Fair, Named } from '../api/fair-types';
import { useDeleteFair, useFair } from '../api/fairs';
import { useMeetings } from '../api/meetings';
import { FairDialog } from '../components/fair-dialog';
import { FairReport } from '../components/fair-report';
import { MeetingDrawer, type MeetingTarget } from '../components/meeting-drawer';
import { Planner, StatusLegend } from '../components/planner';
import { RequestsList } from '../components/requests-list';
import { fairDays, formatFairDates } from '../meeting-times';

const TABS = ['planner', 'requests', 'report'] as const;
type Tab = (typeof TABS)[number];

/** Who the planner can show: the fair's attendees, then anyone else in its meetings. */
function plannerMembers(fair: Fair, inMeetings: readonly Named[]): Named[] {
  const members = [...fair.attendees];
  for (const member of inMeetings) if (!members.some((m) => m.id === member.id)) members.push(member);
  return members;
}

/** The day a day sheet opens at: today during the fair, else its first day. */
const sheetDay = (fair: Fair) => {
  const today = todayIso();
  return today >= fair.startDate && today <= fair.endDate ? today : fair.startDate;
};

function FairView({ fair }: { fair: Fair }) {
  const writer = canWrite();
  const navigate = useNavigate();
  const meetings = useMeetings(fair.id);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === search.get('tab')) ?? 'planner';
  const memberParam = Number(search.get('member'));
  const memberId = Number.isInteger(memberParam) && memberParam > 0 ? memberParam : null;
  const setParam = (name: string, value: string | null) =>
    setSearch(
      (params) => {
        if (value === null) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: true },
    );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteFair();
  // The meeting open in the drawer, read from the list as it is now (a refetch updates it).
  const [target, setTarget] = useState<{ id: number } | { preset: { start?: string; memberId?: number | null } } | null>(null);
  const open: MeetingTarget =
    target === null ? null : 'id' in target ? ((m) => (m ? { meeting: m } : null))(meetings.data?.find((m) => m.id === target.id)) : target;
  const members = plannerMembers(fair, (meetings.data ?? []).flatMap((m) => m.members));
  const where = [fair.place, fair.stand && `Stand ${fair.stand}`].filter(Boolean).join(' · ');
  const days = fairDays(fair);

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id: fair.id, version: fair.version });
      toaster.success({ title: 'Fair deleted', description: fair.name });
      navigate(paths.fairs);
    } catch (error) {
      setDeleting(false);
      if (!endedSession(error)) toaster.error({ title: 'The fair could not be deleted', description: failureReason(error) });
    }
  };

  return (
    <>
      <PageHeader
        title={fair.name}
        description={
          <>
            {formatFairDates(fair.startDate, fair.endDate)}
            {where && ` · ${where}`} · {fair.dayStart}–{fair.dayEnd}, {zoneLabel(fair.timeZone)} time
          </>
        }
        actions={
          writer && (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setEditing(true)}>
                <LuPencil /> Edit
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                <LuTrash2 /> Delete
              </Button>
              <Button colorPalette="brand" onClick={() => setTarget({ preset: { memberId } })}>
                <LuPlus /> Book a meeting
              </Button>
            </HStack>
          )
        }
      />
      <Tabs.Root value={tab} onValueChange={(e) => setParam('tab', e.value === 'planner' ? null : e.value)} lazyMount colorPalette="brand">
        <Tabs.List mb="4">
          <Tabs.Trigger value="planner">Planner</Tabs.Trigger>
          <Tabs.Trigger value="requests">
            Requests to chase
            {fair.requestedCount > 0 && (
              <Badge colorPalette="orange" variant="solid" size="sm" ms="1">
                {fair.requestedCount}
              </Badge>
            )}
          </Tabs.Trigger>
          <Tabs.Trigger value="report">Report</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="planner">
          <Stack gap="3">
            <HStack gap="3" wrap="wrap" justify="space-between">
              <HStack gap="2" wrap="wrap">
                <NativeSelect.Root size="sm" w="auto" minW="48">
                  <NativeSelect.Field aria-label="Show the meetings of" value={memberId === null ? '' : String(memberId)} onChange={(e) => setParam('member', e.target.value || null)}>
                    <option value="">The whole team</option>
                    {members.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {memberId !== null && (
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={paths.fairDaySheet(fair.id, memberId, sheetDay(fair))}>
                      <LuPrinter /> Day sheet
                    </RouterLink>
                  </Button>
                )}
              </HStack>
              <StatusLegend />
            </HStack>
            {memberId === null && members.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                Choose a member for their day sheet.
              </Text>
            )}
            {meetings.isPending ? (
              <PageLoading />
            ) : meetings.isError ? (
              <LoadFailed what="meetings" error={meetings.error} onRetry={() => void meetings.refetch()} retrying={meetings.isFetching} />
            ) : days.length === 0 ? (
              <StatusPanel icon={<LuCalendarSearch />} title="No days to plan" description="The fair's dates do not read: edit the fair." />
            ) : (
              <Planner
                fair={fair}
                meetings={meetings.data}
                memberId={memberId}
                writer={writer}
                onBook={(start) => setTarget({ preset: { start, memberId } })}
                onOpen={(meeting) => setTarget({ id: meeting.id })}
              />
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="requests">
          {meetings.data && <RequestsList meetings={meetings.data} onOpen={(meeting) => setTarget({ id: meeting.id })} />}
        </Tabs.Content>
        <Tabs.Content value="report">
          <FairReport fairId={fair.id} />
        </Tabs.Content>
      </Tabs.Root>
      <MeetingDrawer fair={fair} target={open} readOnly={!writer} onClose={() => setTarget(null)} />
      <FairDialog fair={fair} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this fair?"
        body={`${fair.name} and its ${fair.meetingCount === 1 ? 'meeting' : `${fair.meetingCount} meetings`} will be deleted; the prospections made from them stay. This cannot be undone.`}
        loading={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </>
  );
}

/** `/fairs/{id}`: a fair's planner, its requests to chase and its report. */
export function FairPage() {
  useSession(); // re-render when the session (and so the roles) change
  const { id } = useParams();
  const fairId = Number(id);
  const fair = useFair(fairId);
  if (fair.isPending) return <PageLoading />;
  if (fair.isError || !fair.data) {
    return (
      <>
        <PageHeader title="Fair" />
        {fair.error && 'status' in fair.error && fair.error.status !== 404 ? (
          <LoadFailed what="fair" error={fair.error} onRetry={() => void fair.refetch()} />
        ) : (
          <StatusPanel icon={<LuCalendarSearch />} title="Fair not found" description="It may have been deleted, or the link is wrong.">
            <Button asChild variant="outline">
              <RouterLink to={paths.fairs}>All fairs</RouterLink>
            </Button>
          </StatusPanel>
        )}
      </>
    );
  }
  return <FairView fair={fair.data} />;
}
