import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '#client/hooks/use-toast.ts';
import { hasAnyContent } from './form-values.ts';
import { type AutoSave, type AutoSaveOptions, useAutoSave } from './use-auto-save.ts';

/** Saves the step's pending change now; false keeps the user on the step (invalid or failed). */
export type StepFlush = () => Promise<boolean>;
/** The wizard hands each step this to learn how to flush it before moving on. */
export type RegisterFlush = (flush: StepFlush | null) => void;

/** Auto-save wired to a react-hook-form form: every change is reported, and the wizard can flush the step. */
export function useFormAutoSave<TValues extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any context and resolver output; only values are read.
  form: UseFormReturn<TValues, any, any>,
  options: AutoSaveOptions<TValues>,
  registerFlush: RegisterFlush,
): AutoSave<TValues> {
  const autoSave = useAutoSave<TValues>(form.getValues(), options);
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

  return autoSave;
}

/** What differs between the wizard steps' auto-saves. */
export interface StepAutoSave<TValues> {
  isEnabled: boolean;
  schema: { safeParse(values: unknown): { success: boolean } };
  save: (values: TValues) => Promise<void>;
  /** The "Auto-save Failed" toast's text, worded per step (spec section 8). */
  failureDescription: string;
}

/** The options every wizard step shares: skip empty forms, wait for valid values, the spec's failure toast. */
export function stepAutoSaveOptions<TValues extends FieldValues>(
  step: StepAutoSave<TValues>,
): AutoSaveOptions<TValues> {
  return {
    isEnabled: step.isEnabled,
    hasContent: hasAnyContent,
    isValid: (values) => step.schema.safeParse(values).success,
    save: step.save,
    onError: () =>
      toast({ title: 'Auto-save Failed', description: step.failureDescription, variant: 'destructive' }),
  };
}
