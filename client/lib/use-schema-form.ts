import { toNestErrors } from '@hookform/resolvers';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a shared Zod schema. The form holds what its inputs hold (text), which the
 * schema parses like any request body, so the form's values type is independent of the schema's input type
 * (`unknown` for preprocessed fields) and the submit handler receives the schema's output.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors<TValues>(errors, options) };
  };
}

/** useForm validated by a shared Zod schema: values typed as the inputs hold them, submit typed as its output. */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  props: Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> & {
    defaultValues: TValues & DefaultValues<TValues>;
  },
): UseFormReturn<TValues, unknown, TOutput> {
  return useForm<TValues, unknown, TOutput>({
    mode: 'onTouched',
    ...props,
    resolver: schemaResolver(schema),
  });
}
