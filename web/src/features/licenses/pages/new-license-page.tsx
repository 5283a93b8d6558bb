import { PageHeader } from '../../../components/ui/page-header';
import { usePresetTitle } from '../../../lib/preset-title';
import { LicenseForm } from '../components/license-form';

/**
 * `/licenses/new` (docs/product.md §2): the license form, empty, or with its title set when opened
 * from the title's page. The router's RequireWriter keeps viewers out.
 */
export function NewLicensePage() {
  const preset = usePresetTitle();
  return (
    <>
      <PageHeader title="New license" description="Record a rights contract and its signed PDF." />
      <LicenseForm preset={preset} />
    </>
  );
}
