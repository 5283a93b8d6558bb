import { Box, Button, Center, Grid, GridItem, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { layoutSizes } from '../../components/layout/layout-sizes';
import { NavDrawer } from '../../components/layout/nav-drawer';
import { NavList } from '../../components/layout/nav-list';
import { PageLoading } from '../../components/ui/page-loading';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useReferenceLists } from '../../features/reference/api/reference-lists';
import { Header } from './header';

/** What a route tells the shell (its `handle`): `wide` pages are not held to the reading width. */
export interface PageHandle {
  wide?: boolean;
}

/**
 * The signed-in layout (docs/product.md §2): header, navigation column (a drawer on small screens), main area
 * and footer. Shows "isLoading ..." until the countries and languages lists are ready.
 */
export function AppShell() {
  const reference = useReferenceLists();
  // Checks the stored token with the server on every start: a revoked or expired one answers 401,
  // and the API client signs the browser out.
  useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigation = useNavigation();
  const widePage = useMatches().some((match) => (match.handle as PageHandle | undefined)?.wide);
  // The drawer is for small screens only: close it when the window widens to the column layout
  // (adjusted while rendering, when the breakpoint changes, rather than in an effect afterwards).
  // Read from the window at once (`ssr: false`): by default the first render takes the base value
  // and the whole shell renders again once the screen's is known.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  const [lastWide, setLastWide] = useState(wide);
  if (wide !== lastWide) {
    setLastWide(wide);
    if (wide) setDrawerOpen(false);
  }

  if (reference.isPending && !reference.isError) {
    return (
      <Center h="100dvh" role="status" color="fg.muted">
        isLoading ...
      </Center>
    );
  }
  if (reference.isError) {
    return (
      <Center h="100dvh" p="6">
        <Stack gap="3" align="center" textAlign="center" maxW="md">
          <Text fontWeight="semibold">The country and language lists could not be loaded.</Text>
          <Text color="fg.muted" fontSize="sm">{reference.error?.message}</Text>
          <Button colorPalette="brand" onClick={() => void reference.retry()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <Grid
      h="100dvh"
      templateAreas={{ base: `"header" "main" "footer"`, md: `"header header" "nav main" "footer footer"` }}
      templateRows={`${layoutSizes.header} minmax(0, 1fr) ${layoutSizes.footer}`}
      templateColumns={{ base: 'minmax(0, 1fr)', md: `minmax(${layoutSizes.navMin}, ${layoutSizes.nav}) minmax(0, 1fr)` }}
    >
      <GridItem area="header" zIndex="docked">
        <Header onOpenMenu={() => setDrawerOpen(true)} />
      </GridItem>
      <GridItem area="nav" hideBelow="md" borderEndWidth="1px" bg="bg.subtle" overflowY="auto" p="3">
        <NavList />
      </GridItem>
      <GridItem area="main" asChild overflowY="auto">
        <main>
          <Box px={{ base: '4', md: '8' }} py={{ base: '5', md: '6' }} maxW={widePage ? 'none' : '6xl'}>
            {/* a page's code on its first visit (router.tsx loads it before the route renders) */}
            {navigation.state === 'loading' ? (
              <PageLoading />
            ) : (
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            )}
          </Box>
        </main>
      </GridItem>
      <GridItem area="footer">
        <Footer />
      </GridItem>
      <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
    </Grid>
  );
}
