import { useMemo } from 'react';
import { licenseOverlap } from '../../../lib/core';
import type { Id } from '../api/license-types';
import { useTitleLicenses } from '../api/get-licenses';
import { toLicensePayload, type LicenseFormValues } from '../license-form-values';

/**
 * What the license being typed would overlap among its title's other licenses (core's rule, the one
 * the server refuses a write by): "Overlaps the exclusive license to Hanser Verlag (de, until
 * 2031-12-31)", or undefined. The title's licenses are asked for once a title is picked; the
 * license being edited (`licenseId`) is left out of them. Nothing is asked while `enabled` is false
 * (a viewer's form).
 */
export function useLicenseOverlap(values: LicenseFormValues, licenseId: Id | null | undefined, enabled = true): string | undefined {
  const { data: licenses } = useTitleLicenses(enabled ? values.titleId : null);
  return useMemo(() => {
    if (!enabled || values.titleId === null || !licenses) return undefined;
    const others = licenses.filter((other) => other.id !== licenseId);
    if (others.length === 0) return undefined;
    return licenseOverlap({ ...toLicensePayload(values), id: licenseId ?? undefined }, others);
  }, [enabled, values, licenses, licenseId]);
}
