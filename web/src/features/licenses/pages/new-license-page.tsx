import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { canWrite } from '../../../lib/permissions';
import { LicenseForm } from '../components/license-form';

/** `/licenses/new` (spec §2): the license form, empty. Viewers cannot create, so they see the list. */
export function NewLicensePage() {
  if (!canWrite()) return <Navigate to={paths.licenses} replace />;
  return (
    <>
      <PageHeader title="New license" description="Record a rights contract and its signed PDF." />
      <LicenseForm />
    </>
  );
}
