import { Badge, Box, Icon, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { badgeCount, useOverdue } from '../../lib/overdue';
import { isAdmin } from '../../lib/permissions';
import { useSession } from '../../lib/use-session';
import { activeNavItem, navItemsFor, type NavItem } from './nav-items';

const entryStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  transition: 'background 0.15s, color 0.15s',
  focusVisibleRing: 'inside',
  _hover: { bg: 'bg.muted', color: 'fg' },
  '&[aria-current=page]': {
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontWeight: 'semibold',
    boxShadow: 'inset 3px 0 0 {colors.brand.solid}',
    _hover: { bg: 'brand.muted', color: 'brand.fg' },
  },
} as const;

/**
 * The navigation entries (docs/product.md §2) the signed-in user may open, the current one highlighted, and
 * on Prospections, Money and Fairs the count of what is overdue there (none at 0); shared by the
 * column and the drawer.
 */
export function NavList({ onNavigate, size = 'md' }: { onNavigate?: () => void; size?: 'md' | 'lg' }) {
  const { pathname } = useLocation();
  useSession(); // re-render when the roles change
  const items = navItemsFor(isAdmin());
  const active = activeNavItem(pathname, items);
  // Counts that could not be read show no badge: the entries work without them.
  const overdue = useOverdue().data;
  return (
    <Box as="nav" aria-label="Main navigation">
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <li key={item.label}>
            <NavEntry item={item} active={item === active} overdue={item.overdue && overdue ? overdue[item.overdue] : 0} onNavigate={onNavigate} size={size} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function NavEntry({ item, active, overdue, onNavigate, size }: { item: NavItem; active: boolean; overdue: number; onNavigate?: () => void; size: 'md' | 'lg' }) {
  const sizing = size === 'lg' ? { fontSize: 'md', py: '3' } : {};
  // The link is named with its count ("Prospections, 3 overdue"), which the badge only shows.
  const label = overdue > 0 ? `${item.label}, ${overdue} overdue` : undefined;
  return (
    <Box asChild {...entryStyles} {...sizing}>
      <RouterLink to={item.path} aria-current={active ? 'page' : undefined} aria-label={label} title={label} onClick={onNavigate}>
        <Icon as={item.icon} boxSize={size === 'lg' ? '5' : '4'} flexShrink={0} />
        {item.label}
        {overdue > 0 && (
          <Badge aria-hidden ms="auto" size="sm" variant="solid" colorPalette="red" rounded="full" fontVariantNumeric="tabular-nums">
            {badgeCount(overdue)}
          </Badge>
        )}
      </RouterLink>
    </Box>
  );
}
