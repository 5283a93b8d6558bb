import { Avatar, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { LuBookOpen, LuChevronDown, LuLogOut, LuServer, LuUserCog } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { initials } from '../../components/layout/initials';
import { paths } from '../../config/paths';
import { logout } from '../../features/auth/api/auth';
import { isAdmin } from '../../lib/permissions';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useSession } from '../../lib/use-session';

/**
 * The user menu (docs/product.md §2): username and e-mail as a disabled item, a divider, then for
 * admins Your Servers and the API docs, Account Settings (links to their pages) and Logout. Logout clears the session; the route guard
 * then shows `/`.
 */
export function UserMenu() {
  const session = useSession();
  const { data: me } = useCurrentUser();
  const name = me?.name || session.username;
  const email = me?.email || session.email;
  const admin = isAdmin();

  const onSelect = ({ value }: { value: string }) => {
    if (value === 'logout') void logout();
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={onSelect}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1.5" gap="2" aria-label="User menu">
          <Avatar.Root size="xs" colorPalette="brand" variant="solid">
            <Avatar.Fallback>{initials(name)}</Avatar.Fallback>
          </Avatar.Root>
          <Text as="span" hideBelow="md" maxW="12rem" truncate>
            {name}
          </Text>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="15rem">
            <Menu.Item value="identity" disabled opacity="1" cursor="default">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" truncate>{name}</Text>
                <Text fontSize="xs" color="fg.muted" truncate>{email}</Text>
              </Stack>
            </Menu.Item>
            <Menu.Separator />
            {admin && (
              <>
                <Menu.Item value="servers" asChild>
                  <RouterLink to={paths.servers}>
                    <LuServer /> Your Servers
                  </RouterLink>
                </Menu.Item>
                {/* the server's page, outside the app: a new tab keeps the app where it was */}
                <Menu.Item value="api-docs" asChild>
                  <a href={paths.apiDocs} target="_blank" rel="noreferrer">
                    <LuBookOpen /> API docs
                  </a>
                </Menu.Item>
              </>
            )}
            <Menu.Item value="account" asChild>
              <RouterLink to={paths.account}>
                <LuUserCog /> Account Settings
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="logout" color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
              <LuLogOut /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
