import { Button } from '@chakra-ui/react';
import { LuHouse, LuShieldBan } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { StatusPanel } from '../components/ui/status-panel';
import { paths } from '../config/paths';

/** An admin page typed in by someone else: what it is, whom to ask, and the way back. */
export function ForbiddenPage() {
  return (
    <>
      <PageHeader title="Admins only" />
      <StatusPanel
        icon={<LuShieldBan />}
        title="This page is for your team's admins"
        description="Adding colleagues and changing their roles is up to an admin of your team: ask one of them."
      >
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home}>
            <LuHouse /> Back to home
          </RouterLink>
        </Button>
      </StatusPanel>
    </>
  );
}
