import { useMemo, useRef, useState } from 'react';
import { touchesOnBlur, type BlurEvent } from '../../../lib/blur';
import type { FieldErrors } from '../../../lib/core';
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
export type LicenseFieldKey = (typeof LICENSE_FIELDS)[number];

/**
 * The license form's state: values, the chosen PDF, touched fields and messages. Validation (core,
 * via wasm) runs on every change; a field's message shows once it was changed or left, or after a
 * submit attempt. Server messages (422) sit on their fields until those change.
 */
export function useLicenseForm(initial: LicenseFormValues = emptyLicenseValues) {
  const [values, setValues] = useState<LicenseFormValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [advanceUnreadable, setAdvanceUnreadable] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileCheck = useRef(0);

  const clientErrors = useMemo(() => validateLicenseValues(values, advanceUnreadable), [values, advanceUnreadable]);
  const errors = useMemo<FieldErrors>(() => {
    const all: FieldErrors = { ...serverErrors, ...clientErrors };
    if (fileError) all.file = fileError;
    return all;
  }, [serverErrors, clientErrors, fileError]);

  const touch = (field: string) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  const forget = (...fields: string[]) =>
    setServerErrors((e) => {
      if (!fields.some((f) => f in e)) return e;
      const next = { ...e };
      for (const f of fields) delete next[f];
      return next;
    });

  return {
    values,
    file,
    errors,
    /** The message to show under `field` now. */
    errorOf: (field: string): string | undefined => (touched[field] || field in serverErrors || field === 'file' ? errors[field] : undefined),
    hasErrors: Object.keys(errors).length > 0,
    setField<K extends keyof LicenseFormValues>(field: K, value: LicenseFormValues[K]) {
      setValues((v) => ({ ...v, [field]: value }));
      touch(field);
      forget(field);
    },
    setAdvance(text: string, unreadable: boolean) {
      setValues((v) => ({ ...v, advance: text }));
      setAdvanceUnreadable(unreadable);
      touch('advance');
      forget('advance');
    },
    typeName(field: NameField, text: string) {
      setValues((v) => retypeName(v, field, text));
      touch(field);
      forget(field);
    },
    pickName(field: NameField, picked: { id: Id; name: string }) {
      setValues((v) => pickName(v, field, picked));
      touch(field);
      forget(field);
    },
    blur(field: string, event?: BlurEvent) {
      if (touchesOnBlur(event)) touch(field);
    },
    /** Checks a chosen file with the core's rules before anything is uploaded. */
    async chooseFile(chosen: File | null) {
      const check = ++fileCheck.current;
      forget('file');
      setFile(chosen);
      setFileError(undefined);
      const message = chosen ? await checkLicenseFile(chosen) : undefined;
      if (check === fileCheck.current) setFileError(message);
    },
    /** Marks every field touched; true when the form may be sent. */
    touchAll(): boolean {
      setTouched(Object.fromEntries(LICENSE_FIELDS.map((f) => [f, true])));
      return Object.keys(errors).length === 0;
    },
    /** A 422's field messages, shown on their fields. */
    showServerErrors(fieldErrors: FieldErrors) {
      setServerErrors(fieldErrors);
      setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(fieldErrors).map((f) => [f, true])) }));
    },
  };
}

export type LicenseForm = ReturnType<typeof useLicenseForm>;
