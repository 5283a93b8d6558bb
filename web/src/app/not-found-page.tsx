import { Button, Code, HStack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuHouse, LuMapPinOff } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { StatusPanel } from '../components/ui/status-panel';
import { paths } from '../config/paths';

/**
 * A signed-in user's unknown path (a mistyped or outdated link): a page of the app, inside the shell,
 * with the way back. Not the "Unexpected Application Error" screen, which is kept for real failures.
 */
export function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The first entry of this tab has nowhere to go back to (React Router numbers its entries).
  const canGoBack = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
  return (
    <>
      <PageHeader title="Page not found" />
      <StatusPanel
        icon={<LuMapPinOff />}
        title="There is no page at this address"
        description={
          <Text as="span">
            <Code wordBreak="break-all">{location.pathname}</Code> does not exist in Rightsdesk. The link may be mistyped or out of date.
          </Text>
        }
      >
        <HStack gap="3" wrap="wrap" justify="center">
          {canGoBack && (
            <Button variant="outline" onClick={() => navigate(-1)}>
              <LuArrowLeft /> Go back
            </Button>
          )}
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.home}>
              <LuHouse /> Back to home
            </RouterLink>
          </Button>
        </HStack>
      </StatusPanel>
    </>
  );
}
