import { PageHeader } from '../../../components/ui/page-header';
import { LicenseForm } from '../components/license-form';

/** `/licenses/new` (docs/product.md §2): the license form, empty. The router's RequireWriter keeps viewers out. */
export function NewLicensePage() {
  return (
    <>
      <PageHeader title="New license" description="Record a rights contract and its signed PDF." />
      <LicenseForm />
    </>
  );
}
