import { Field, type GridItemProps, GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  /** The id of the control, when the label must point at a control Chakra does not wire itself. */
  htmlFor?: string;
  colSpan?: GridItemProps['colSpan'];
  children: ReactNode;
}

/**
 * One labelled field of a form, with its helper text (not when read-only) and error message. A grid
 * item, so that a form laid out as a grid can span it over columns.
 */
export function FormField({ label, error, helper, required, readOnly, htmlFor, colSpan, children }: FormFieldProps) {
  return (
    <GridItem colSpan={colSpan}>
      <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
        <Field.Label htmlFor={htmlFor}>
          {label}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        {children}
        {/* hints say how to fill a field in: nothing to say when it cannot be changed */}
        {helper && !error && !readOnly && <Field.HelperText>{helper}</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </GridItem>
  );
}
