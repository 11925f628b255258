import { useCallback, type MutableRefObject } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translateValidation } from '../lib/error-toast';

/** `O`: what the form's resolver turns the values into, when its schema transforms them. */
type FormTextFieldProps<T extends FieldValues, O = T> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T, unknown, O>;
  /** Rewrites what is typed before it reaches the form (e.g. a phone mask). */
  transform?: (value: string) => string;
  /** Also hands the input element to the caller (e.g. to insert at its caret). */
  elementRef?: MutableRefObject<HTMLTextAreaElement | HTMLInputElement | null>;
};

/** A MUI text field bound to react-hook-form, showing the translated validation message. */
export function FormTextField<T extends FieldValues, O = T>({
  name,
  control,
  transform,
  elementRef,
  helperText,
  ...props
}: FormTextFieldProps<T, O>) {
  const { field, fieldState } = useController({ name, control });
  const fieldRef = field.ref;
  const inputRef = useCallback(
    (el: HTMLTextAreaElement | HTMLInputElement | null) => {
      fieldRef(el);
      if (elementRef) elementRef.current = el;
    },
    [fieldRef, elementRef],
  );
  const message = translateValidation(fieldState.error?.message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      inputRef={inputRef}
      error={Boolean(fieldState.error)}
      helperText={message ?? helperText}
    />
  );
}
