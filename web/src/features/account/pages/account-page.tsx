import { Button, Stack } from '@chakra-ui/react';
import { LuWifiOff } from 'react-icons/lu';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { timeZone } from '../../../lib/today';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { useCurrentUser } from '../../auth/api/current-user';
import { feedAddressQueryOptions } from '../../calendar/api/calendar-feed';
import { digestQueryOptions } from '../api/digest';
import { CalendarFeed } from '../../calendar/components/calendar-feed';
import { AccountSection } from '../components/account-section';
import { DigestForm } from '../components/digest-form';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

const TITLE = 'Account Settings';

/** The e-mail digest's settings and the calendar feed's address (the user comes with the shell). */
export const prefetchAccountPage: PagePrefetch = (queryClient) =>
  Promise.all([queryClient.prefetchQuery(digestQueryOptions()), queryClient.prefetchQuery(feedAddressQueryOptions())]);

/**
 * /account, for every signed-in user: their profile (the name is theirs to change), their password,
 * signing out everywhere, their e-mail digest of what is due, and their calendar feed; one
 * section each.
 */
export function AccountPage() {
  const { data: me, isPending, isError, refetch, isRefetching } = useCurrentUser();

  if (isPending) {
    return (
      <>
        <PageHeader title={TITLE} />
        <PageLoading />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title={TITLE} />
        <StatusPanel icon={<LuWifiOff />} title="Your account could not be loaded" description="The server could not be reached.">
          <Button variant="outline" onClick={() => void refetch()} loading={isRefetching}>
            Try again
          </Button>
        </StatusPanel>
      </>
    );
  }

  return (
    <>
      <PageHeader title={TITLE} description="Your profile, your password, where you are signed in, your e-mail digest and your calendar feed." />
      <Stack gap="6" maxW="2xl">
        <AccountSection title="Profile" description="Your name and the address you sign in with are yours to change; your role and team come from your team's admins.">
          <ProfileForm me={me} />
        </AccountSection>
        <AccountSection title="Password" description="Changing it signs you out everywhere else.">
          <PasswordForm />
        </AccountSection>
        <AccountSection title="Signed-in devices" description="Each browser you sign in on stays signed in until you sign out there.">
          <SignOutEverywhere />
        </AccountSection>
        <AccountSection
          title="E-mail digest"
          description="What is due, yours first and then the team's, by e-mail: chases, options and payments due, statements overdue, licenses and rights held ending, your fair meetings of the day. Nothing is sent when nothing is due."
        >
          <DigestForm timeZone={me.timeZone ?? timeZone()} />
        </AccountSection>
        <AccountSection
          title="Calendar feed"
          description="Your secret address of the team's calendar, for Google Calendar, Outlook or Apple Calendar to show what is due."
        >
          <CalendarFeed enabled />
        </AccountSection>
      </Stack>
    </>
  );
}
