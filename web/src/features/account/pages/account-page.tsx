import { Button, Stack } from '@chakra-ui/react';
import { LuWifiOff } from 'react-icons/lu';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useCurrentUser } from '../../auth/api/current-user';
import { CalendarFeed } from '../../calendar/components/calendar-feed';
import { AccountSection } from '../components/account-section';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

const TITLE = 'Account Settings';

/**
 * /account, for every signed-in user: their profile (the name is theirs to change), their password,
 * signing out everywhere, and their calendar feed; one section each.
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
      <PageHeader title={TITLE} description="Your profile, your password, where you are signed in, and your calendar feed." />
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
          title="Calendar feed"
          description="Your secret address of the team's calendar, for Google Calendar, Outlook or Apple Calendar to show what is due."
        >
          <CalendarFeed enabled />
        </AccountSection>
      </Stack>
    </>
  );
}
