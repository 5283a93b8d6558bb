import { useMemo, useRef, useState } from 'react';
import { useFieldMessages } from '../../../lib/field-messages';
import { checkLicenseFile, emptyLicenseValues, pickName, retypeName, validateLicenseValues, type LicenseFormValues, type NameField } from '../license-form-values';
import type { Id } from '../api/license-types';

/** Every key a message can be shown under, in form order (for "touched on submit"). */
export const LICENSE_FIELDS = [
  'title',
  'company',
  'agent',
  'commission',
  'contractDate',
  'signed',
  'contractType',
  'endDate',
  'advance',
  'currency',
  'royalties',
  'filesFee',
  'publicationDate',
  'printRun',
  'retailPrice',
  'notes',
  'file',
] as const;

/**
 * The license form's state: values, the chosen PDF and the messages. Validation (core, via wasm)
 * runs on every change; which messages show is useFieldMessages' rule, shared with every form.
 */
export function useLicenseForm(initial: LicenseFormValues = emptyLicenseValues) {
  const [values, setValues] = useState<LicenseFormValues>(initial);
  const [advanceUnreadable, setAdvanceUnreadable] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileCheck = useRef(0);

  const clientErrors = useMemo(() => validateLicenseValues(values, advanceUnreadable), [values, advanceUnreadable]);
  const messages = useFieldMessages(clientErrors);
  // Submit waits while any message stands, the server's included, until its field changes.
  const blocked = Object.keys(clientErrors).length > 0 || Object.keys(messages.serverErrors).length > 0 || fileError !== undefined;

  return {
    values,
    file,
    /** The message to show under `field` now; a chosen file's is shown at once. */
    errorOf: (field: string): string | undefined => (field === 'file' ? (fileError ?? messages.errorOf(field)) : messages.errorOf(field)),
    setField<K extends keyof LicenseFormValues>(field: K, value: LicenseFormValues[K]) {
      setValues((v) => ({ ...v, [field]: value }));
      messages.changed(field);
    },
    setAdvance(text: string, unreadable: boolean) {
      setValues((v) => ({ ...v, advance: text }));
      setAdvanceUnreadable(unreadable);
      messages.changed('advance');
    },
    typeName(field: NameField, text: string) {
      setValues((v) => retypeName(v, field, text));
      messages.changed(field);
    },
    pickName(field: NameField, picked: { id: Id; name: string }) {
      setValues((v) => pickName(v, field, picked));
      messages.changed(field);
    },
    blur: messages.blurred,
    /** Checks a chosen file with the core's rules before anything is uploaded. */
    async chooseFile(chosen: File | null) {
      const check = ++fileCheck.current;
      messages.changed('file');
      setFile(chosen);
      setFileError(undefined);
      const message = chosen ? await checkLicenseFile(chosen) : undefined;
      if (check === fileCheck.current) setFileError(message);
    },
    /** Marks every field touched; true when the form may be sent. */
    touchAll(): boolean {
      messages.touchAll(LICENSE_FIELDS);
      return !blocked;
    },
    /** A 422's field messages, shown on their fields. */
    showServerErrors: messages.showServerErrors,
  };
}

export type LicenseForm = ReturnType<typeof useLicenseForm>;
