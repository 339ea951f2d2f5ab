import type { FieldValues } from 'react-hook-form';
import { type BaseProps, FieldFrame } from '#client/components/form-fields.tsx';
import { OptionSelect, type SelectOption } from '#client/components/option-select.tsx';
import { FormControl } from '#client/components/ui/form.tsx';

// The form-field kit's drop-down, in its own module: a form without one (the profile, sign-in) does not load Radix
// Select with the kit (docs/decisions/039-fast-signed-in-pages.md).

/** A labelled select over value/label options. */
export function SelectField<T extends FieldValues>({
  options,
  placeholder,
  ...frame
}: BaseProps<T> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FieldFrame {...frame} wrapsControl={false}>
      {(field) => (
        <OptionSelect
          value={field.value ?? ''}
          onValueChange={field.onChange}
          name={field.name}
          options={options}
          placeholder={placeholder}
          triggerRef={field.ref}
          triggerProps={{ 'aria-required': frame.required || undefined }}
          TriggerFrame={FormControl}
        />
      )}
    </FieldFrame>
  );
}
