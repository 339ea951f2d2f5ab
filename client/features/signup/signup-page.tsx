import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { PageFrame } from './components/page-frame.tsx';
import { SignupForm } from './components/signup-form.tsx';
import { readPaymentFlags } from './payment-flags.ts';

/**
 * /signup: only after a verified payment (the flag in session storage; the server checks its own record too),
 * otherwise back to / with "Payment Required".
 */
export function SignupPage() {
  const [flags] = useState(readPaymentFlags);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (flags) return;
    toast({
      title: 'Payment Required',
      description: 'Please complete your payment before creating an account.',
      variant: 'destructive',
    });
    navigate('/', { replace: true });
  }, [flags, navigate]);

  if (!flags) return null;
  return (
    <PageFrame>
      <Card className="w-full max-w-md p-6 sm:p-8" data-testid="signup-page">
        <div className="mb-6">
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Payment verified
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Create your account</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Choose the username and password you will sign in with.
          </p>
        </div>
        <SignupForm flags={flags} />
      </Card>
    </PageFrame>
  );
}
