import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  set,
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
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    // The first issue of each field, nested by its path ("chemicals.0.rate" → errors.chemicals[0].rate) as
    // react-hook-form reads them; focusing the first invalid field is react-hook-form's own, from its field refs.
    const errors: FieldErrors<TValues> = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (seen.has(path)) continue;
      seen.add(path);
      set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
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
