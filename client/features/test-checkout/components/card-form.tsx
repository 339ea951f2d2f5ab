import { CircleAlert, LoaderCircle, Lock } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { payTestCheckout } from '#client/api/payments.ts';
import { EmailField, TextField } from '#client/components/form-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError, errorMessage } from '#client/lib/api.ts';
import { browser } from '#client/lib/browser.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import { EmailSchema } from '#shared/schemas/auth.ts';
import { type TestCardInput, TestCardInputSchema, type TestCheckout } from '#shared/schemas/payments.ts';
import { formatCardNumber, formatCvc, formatExpiry } from '../lib/card-format.ts';

// The checkout always has an e-mail: the customer's when the provider knows it, otherwise the one typed here.
const CardFormSchema = TestCardInputSchema.extend({ email: EmailSchema });
const FIELDS = ['email', 'cardNumber', 'expiry', 'cvc', 'name'] as const;
/** What the form's inputs hold. */
type CardFormValues = Record<(typeof FIELDS)[number], string>;

type CardFormProps = { checkout: TestCheckout };

/** One box of the card's details: named for screen readers only, its digits tidied as they are typed. */
function CardField({
  form,
  name,
  label,
  autoComplete,
  placeholder,
  tidy,
}: {
  form: UseFormReturn<CardFormValues, unknown, TestCardInput & { email: string }>;
  name: 'cardNumber' | 'expiry' | 'cvc';
  label: string;
  autoComplete: string;
  placeholder: string;
  tidy: (typed: string, previous: string) => string;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="gap-1">
          <FormLabel className="sr-only">{label}</FormLabel>
          <FormControl>
            <Input
              inputMode="numeric"
              autoComplete={autoComplete}
              placeholder={placeholder}
              {...field}
              onChange={(event) => field.onChange(tidy(event.target.value, field.value))}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** E-mail, card number, expiry, CVC and name on card; Subscribe (or Save card) sends them to the test provider. */
export function CardForm({ checkout }: CardFormProps) {
  const form = useSchemaForm(CardFormSchema, {
    defaultValues: { email: checkout.email ?? '', cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const [isPending, setIsPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isSetup = checkout.mode === 'setup';

  async function handleSubmit(values: TestCardInput) {
    setIsPending(true);
    setRefusal(null);
    try {
      const { redirectUrl } = await payTestCheckout(checkout.id, {
        ...values,
        name: values.name || undefined,
      });
      browser.assign(redirectUrl);
      // Stay pending while the browser leaves.
    } catch (error) {
      setIsPending(false);
      const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
      let isFieldError = false;
      for (const field of FIELDS) {
        const message = fieldErrors?.[field];
        if (!message) continue;
        form.setError(field, { message });
        isFieldError = true;
      }
      if (!isFieldError) setRefusal(errorMessage(error, 'Your card could not be charged. Please try again.'));
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(handleSubmit)} noValidate className="grid gap-4" aria-label="Payment">
        {checkout.email ? (
          <div className="grid gap-2">
            <span className="text-sm font-medium">Email</span>
            <p
              className="truncate rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700"
              data-testid="checkout-email"
            >
              {checkout.email}
            </p>
          </div>
        ) : (
          <EmailField control={form.control} disabled={isPending} />
        )}
        <fieldset className="grid gap-2" disabled={isPending}>
          <legend className="mb-2 text-sm font-medium">Card information</legend>
          <CardField
            form={form}
            name="cardNumber"
            label="Card number"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            tidy={formatCardNumber}
          />
          <div className="grid grid-cols-2 gap-2">
            <CardField
              form={form}
              name="expiry"
              label="Expiration date (MM / YY)"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              tidy={formatExpiry}
            />
            <CardField
              form={form}
              name="cvc"
              label="CVC"
              autoComplete="cc-csc"
              placeholder="CVC"
              tidy={formatCvc}
            />
          </div>
        </fieldset>
        <TextField
          control={form.control}
          name="name"
          label="Name on card"
          autoComplete="cc-name"
          disabled={isPending}
        />
        {refusal && (
          <p
            role="alert"
            data-testid="checkout-refusal"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isPending}>
          {isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Lock aria-hidden="true" />
          )}
          {isPending ? 'Processing...' : isSetup ? 'Save card' : 'Subscribe'}
        </Button>
      </form>
    </Form>
  );
}
