import { PageHeader } from '../../../components/ui/page-header';
import { usePresetNames } from '../../../lib/preset-names';
import { LicenseForm } from '../components/license-form';

/**
 * `/licenses/new` (docs/product.md §2): the license form, empty, or with its title or company set
 * when opened from the title's or the company's page. The router's RequireWriter keeps viewers out.
 */
export function NewLicensePage() {
  const preset = usePresetNames();
  return (
    <>
      <PageHeader title="New license" description="Record a rights contract and its signed PDF." />
      <LicenseForm preset={preset} />
    </>
  );
}
