import { Mail } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { SUPPORT_EMAIL } from '#shared/constants.ts';

/** "Contact support": a mail to the support address, for a payment the page cannot sort out itself. */
export function ContactSupport() {
  return (
    <Button size="lg" variant="outline" asChild>
      <a href={`mailto:${SUPPORT_EMAIL}`}>
        <Mail aria-hidden="true" />
        Contact support
      </a>
    </Button>
  );
}
