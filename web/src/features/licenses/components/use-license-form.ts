import { useCallback, useRef, useState } from 'react';
import { useForm } from '../../../lib/use-form';
import type { License } from '../api/license-types';
import { checkLicenseFile, emptyLicenseValues, LICENSE_NEW_NAMES, licenseToValues, validateLicenseValues, type LicenseFormValues } from '../license-form-values';

/**
 * Every key a message can be shown under (for "touched on submit"): every value but the picked
 * ids (their messages show on their names), and the PDF. A new field is one.
 */
const LICENSE_FIELDS = [...Object.keys(emptyLicenseValues).filter((key) => !key.endsWith('Id')), 'file'];

/** A picked entry's id is shown on its name. */
const SHOWN_ON: Record<string, string> = { titleId: 'title', companyId: 'company', agentId: 'agent' };
const fieldOfServerKey = (key: string) => SHOWN_ON[key] ?? key;

const fromRecord = (record: Record<string, unknown>) => licenseToValues(record as License);

/**
 * The license form's state: the shared form mechanism (lib/use-form.ts) over the values of
 * `license` (a new one when absent), and the chosen PDF, checked with core's rules as soon as it is
 * chosen; its message counts as the core's (shown at once, Submit waits while it stands).
 */
export function useLicenseForm(license?: License, readOnly = false, preset?: Partial<LicenseFormValues>) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileCheck = useRef(0);
  const validate = useCallback(
    (values: LicenseFormValues, unreadable: ReadonlySet<string>) => {
      const errors = validateLicenseValues(values, unreadable.has('advance'));
      return fileError === undefined ? errors : { ...errors, file: fileError };
    },
    [fileError],
  );
  const initial = () => (license ? licenseToValues(license) : { ...emptyLicenseValues, ...preset });
  const form = useForm({ initial, validate, fields: LICENSE_FIELDS, newNames: LICENSE_NEW_NAMES, fieldOfServerKey, readOnly, version: license?.version, fromRecord, draft: `license:${license?.id ?? 'new'}` });

  return {
    ...form,
    file,
    /** Checks a chosen file with the core's rules before anything is uploaded. */
    async chooseFile(chosen: File | null) {
      const check = ++fileCheck.current;
      form.changed('file');
      setFile(chosen);
      setFileError(undefined);
      const message = chosen ? await checkLicenseFile(chosen) : undefined;
      if (check === fileCheck.current) setFileError(message);
    },
  };
}

export type LicenseForm = ReturnType<typeof useLicenseForm>;
