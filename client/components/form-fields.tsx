import type { ComponentProps, ReactNode } from 'react';
import type {
  Control,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
  SubmitHandler,
  UseFormReturn,
} from 'react-hook-form';
import { PasswordInput } from '#client/components/password-input.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

export type BaseProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and resolver output do not matter to a field.
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: ReactNode;
  required?: boolean;
  /** Classes of the field's wrapper (label, control, description and message). */
  className?: string;
  /** A hint under the control, above its message. */
  description?: ReactNode;
};

/**
 * Every form's frame: the react-hook-form provider around a `<form noValidate>` that submits through the form's
 * validation to `onSubmit` (the schema's output); fields one under another (`grid gap-4`) unless `className` says
 * otherwise.
 */
export function FormFrame<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  className = 'grid gap-4',
  children,
  ...formProps
}: Omit<ComponentProps<'form'>, 'onSubmit'> & {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context does not matter to its frame.
  form: UseFormReturn<TValues, any, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
}) {
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className={className || undefined}
        {...formProps}
      >
        {children}
      </form>
    </Form>
  );
}

type InputFieldProps<T extends FieldValues, P> = BaseProps<T> &
  Omit<P, 'name' | 'className'> & {
    /** Classes of the control itself. */
    inputClassName?: string;
  };

/**
 * The one frame of every field: its label, the control bound to the react-hook-form field, the hint and the
 * message. `wrapsControl` is false for a control that places FormControl itself (the select's trigger).
 */
export function FieldFrame<T extends FieldValues>({
  control,
  name,
  label,
  required,
  className,
  description,
  wrapsControl = true,
  children,
}: BaseProps<T> & {
  wrapsControl?: boolean;
  children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel required={required}>{label}</FormLabel>
          {wrapsControl ? <FormControl>{children(field)}</FormControl> : children(field)}
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * A labelled text input bound to a react-hook-form field, with its hint and message. Every form's text, e-mail and
 * number fields are this one (`type`, `autoComplete`, `disabled`... pass through to the input).
 */
export function TextField<T extends FieldValues>(props: InputFieldProps<T, ComponentProps<typeof Input>>) {
  return <InputField {...props} Control={Input} />;
}

/** One text field of a list: a `TextField`'s props but its `control`. */
export type TextFieldSpec<T extends FieldValues> = Omit<
  InputFieldProps<T, ComponentProps<typeof Input>>,
  'control'
>;

/** A number input that takes decimals from 0 up (quantities, rates, volumes). */
export const DECIMAL_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

/**
 * Several text fields of one form, from a list of their props in order; `common` props (`disabled`, input
 * attributes) go to each, a field's own win.
 */
export function TextFields<T extends FieldValues>({
  control,
  fields,
  ...common
}: Pick<BaseProps<T>, 'control'> &
  Partial<Omit<TextFieldSpec<T>, 'name' | 'label'>> & { fields: readonly TextFieldSpec<T>[] }) {
  return fields.map((field) => <TextField key={field.name} control={control} {...common} {...field} />);
}

/**
 * A labelled password input with its show/hide toggle; `toggleLabel` names the toggle ("Show confirm password"),
 * "Password" unless given.
 */
export function PasswordField<T extends FieldValues>({
  toggleLabel,
  ...props
}: InputFieldProps<T, Omit<ComponentProps<typeof PasswordInput>, 'label'>> & { toggleLabel?: string }) {
  return <InputField {...props} Control={PasswordInput} controlProps={{ label: toggleLabel }} />;
}

// The text and password fields: the frame around one input-like control.
function InputField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  className,
  description,
  inputClassName,
  Control,
  controlProps,
  ...inputProps
}: InputFieldProps<T, ComponentProps<'input'>> & {
  Control: typeof Input | typeof PasswordInput;
  controlProps?: { label?: string };
}) {
  return (
    <FieldFrame {...{ control, name, label, required, className, description }}>
      {(field) => (
        <Control
          aria-required={required || undefined}
          className={inputClassName}
          {...controlProps}
          {...inputProps}
          {...field}
          value={field.value ?? ''}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled multi-line field. */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  className,
  description,
  ...textareaProps
}: BaseProps<T> & Omit<ComponentProps<typeof Textarea>, 'name'>) {
  return (
    <FieldFrame {...{ control, name, label, className, description }}>
      {(field) => <Textarea {...textareaProps} {...field} value={field.value ?? ''} />}
    </FieldFrame>
  );
}

type PresetProps<T extends FieldValues, P> = Omit<InputFieldProps<T, P>, 'name' | 'label'> & {
  name?: FieldPath<T>;
  label?: ReactNode;
};

type PresetFieldProps<T extends FieldValues> = PresetProps<T, ComponentProps<typeof Input>>;

// The fields every form names the same way: name, label and input attributes, each of which a caller may replace.
const PRESETS = {
  email: { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  username: { name: 'username', label: 'Username', autoComplete: 'username', autoCapitalize: 'none' },
  currentPassword: {
    name: 'currentPassword',
    label: 'Current Password',
    type: 'password',
    autoComplete: 'current-password',
  },
} as const;

function PresetField<T extends FieldValues>({
  preset: { name, label, ...attributes },
  ...props
}: PresetFieldProps<T> & { preset: (typeof PRESETS)[keyof typeof PRESETS] }) {
  return (
    <TextField
      {...attributes}
      {...props}
      name={props.name ?? (name as FieldPath<T>)}
      label={props.label ?? label}
    />
  );
}

/** The e-mail field of every form: "Email" on the form's `email` unless named otherwise. */
export function EmailField<T extends FieldValues>(props: PresetFieldProps<T>) {
  return <PresetField preset={PRESETS.email} {...props} />;
}

/** The sign-in name: "Username" on the form's `username` unless named otherwise; never capitalised. */
export function UsernameField<T extends FieldValues>(props: PresetFieldProps<T>) {
  return <PresetField preset={PRESETS.username} {...props} />;
}

/** The password a person types to prove it is them: "Current Password" on `currentPassword` unless named otherwise. */
export function CurrentPasswordField<T extends FieldValues>(props: PresetFieldProps<T>) {
  return <PresetField preset={PRESETS.currentPassword} {...props} />;
}

/**
 * A new password and its confirmation (`password` and `confirmPassword`), each with its show/hide toggle; the
 * first may carry a hint and the focus.
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  label = 'New Password',
  hint,
  confirmToggleLabel,
  autoFocus,
  disabled,
}: Pick<BaseProps<T>, 'control'> & {
  label?: string;
  hint?: ReactNode;
  /** Names the confirmation's show/hide toggle ("Confirm password"); "Password" unless given. */
  confirmToggleLabel?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <PasswordField
        control={control}
        name={'password' as FieldPath<T>}
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        disabled={disabled}
        description={hint}
      />
      <PasswordField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label="Confirm Password"
        toggleLabel={confirmToggleLabel}
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}

/** First and last name (`firstName`, `lastName`) side by side on wider screens. */
export function PersonNameFields<T extends FieldValues>({
  control,
  labels = ['First Name', 'Last Name'],
  disabled,
}: Pick<BaseProps<T>, 'control'> & { labels?: readonly [ReactNode, ReactNode]; disabled?: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        control={control}
        name={'firstName' as FieldPath<T>}
        label={labels[0]}
        autoComplete="given-name"
        disabled={disabled}
      />
      <TextField
        control={control}
        name={'lastName' as FieldPath<T>}
        label={labels[1]}
        autoComplete="family-name"
        disabled={disabled}
      />
    </div>
  );
}
