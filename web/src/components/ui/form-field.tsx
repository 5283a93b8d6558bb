import { Box, Field, type GridItemProps, GridItem } from '@chakra-ui/react';
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
 * The inputs of a read-only field read as text, not as a disabled form: no box, no background, the
 * value where the label's text starts. Also for a form whose fields are not FormFields (`css`).
 */
export const READ_ONLY_AS_TEXT = {
  '& input, & textarea': { borderColor: 'transparent', bg: 'transparent', px: 0, cursor: 'text', resize: 'none', shadow: 'none' },
} as const;

/**
 * One labelled field of a form, with its helper text and error message. Read-only (a viewer's page),
 * it is a label and its value as text: no required mark, no hint, no input's box. A grid item, so
 * that a form laid out as a grid can span it over columns.
 */
export function FormField({ label, error, helper, required, readOnly, htmlFor, colSpan, children }: FormFieldProps) {
  return (
    <GridItem colSpan={colSpan}>
      <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
        <Field.Label htmlFor={htmlFor}>
          {label}
          {required && !readOnly && <Field.RequiredIndicator />}
        </Field.Label>
        {readOnly ? <Box css={READ_ONLY_AS_TEXT}>{children}</Box> : children}
        {/* hints say how to fill a field in: nothing to say when it cannot be changed */}
        {helper && !error && !readOnly && <Field.HelperText>{helper}</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </GridItem>
  );
}
