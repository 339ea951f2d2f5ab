import { toast } from '#client/hooks/use-toast.ts';

/**
 * The one way a failure is told: a destructive toast with the spec's title ("Error", "Auto-save Failed",
 * "Login failed"...) and the text for this failure (the server's message through `errorMessage`, or the spec's).
 * Returns the toast, so a caller can dismiss it.
 */
export function showError(title: string, description: string): ReturnType<typeof toast> {
  return toast({ title, description, variant: 'destructive' });
}
