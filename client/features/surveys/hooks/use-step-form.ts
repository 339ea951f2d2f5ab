import { useEffect } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showError } from '#client/lib/show-error.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import { hasAnyContent } from './form-values.ts';
import { type AutoSave, useAutoSave } from './use-auto-save.ts';

/** Saves the step's pending change now; false keeps the user on the step (invalid or failed). */
export type StepFlush = () => Promise<boolean>;
/** The wizard hands each step this to learn how to flush it before moving on. */
export type RegisterFlush = (flush: StepFlush | null) => void;

/** What differs between the wizard steps' forms. */
export interface StepFormOptions<TValues extends FieldValues> {
  /** The inputs' first values (as text); both the values type and react-hook-form's defaults. */
  defaultValues: TValues & DefaultValues<TValues>;
  /** A survey id exists (nothing is saved quietly before the survey is created). */
  isEnabled: boolean;
  /** The step's quiet save; throws on failure. */
  save: (values: TValues) => Promise<void>;
  /** The "Auto-save Failed" toast's text, worded per step. */
  failureDescription: string;
  registerFlush: RegisterFlush;
}

/** A wizard step's form and its auto-save. */
export interface StepForm<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  autoSave: AutoSave<TValues>;
  /** The step's button: saves the values now with the step's own save and counts them as saved; throws on failure. */
  saveNow: () => Promise<void>;
}

/**
 * A wizard step's form, validated by its shared schema, auto-saved 2 s after the last change (empty forms and
 * invalid values wait, failures show the spec's toast) and flushed by the wizard before another step opens.
 */
export function useStepForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  options: StepFormOptions<TValues>,
): StepForm<TValues, TOutput> {
  const { registerFlush } = options;
  const form = useSchemaForm<TValues, TOutput>(schema, { defaultValues: options.defaultValues });
  const autoSave = useAutoSave<TValues>(form.getValues(), {
    isEnabled: options.isEnabled,
    hasContent: hasAnyContent,
    isValid: (values) => schema.safeParse(values).success,
    save: options.save,
    onError: () => showError('Auto-save Failed', options.failureDescription),
  });
  const { notifyChange, flush } = autoSave;

  useEffect(() => {
    const subscription = form.watch(() => notifyChange({ ...form.getValues() }));
    return () => subscription.unsubscribe();
  }, [form, notifyChange]);

  useEffect(() => {
    registerFlush(async () => {
      const isSaved = await flush();
      if (!isSaved) await form.trigger();
      return isSaved;
    });
    return () => registerFlush(null);
  }, [form, flush, registerFlush]);

  async function saveNow() {
    const values = form.getValues();
    await options.save(values);
    autoSave.markSaved(values);
  }

  return { form, autoSave, saveNow };
}
