import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { OutageBanner } from '../components/layout/outage-banner';
import { PageLoading } from '../components/ui/page-loading';

/** Every page: the banner of a database outage above it. */
export function RootLayout() {
  return (
    <>
      <OutageBanner />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
