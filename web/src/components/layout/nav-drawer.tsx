import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { LogoImage } from './logo';
import { NavList } from './nav-list';

/** Small screens: the navigation as a full-screen drawer; choosing an entry closes it. */
export function NavDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="full">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" flex="none" h="50px" py="0" px="4" display="flex" alignItems="center">
              <Drawer.Title display="flex">
                <LogoImage />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pt="4" px="4">
              <NavList onNavigate={close} size="lg" />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
