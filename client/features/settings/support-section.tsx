import { Mail } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { SUPPORT_EMAIL } from '#shared/constants.ts';

/** Settings > Support: where to write, and how soon the answer comes (24 hours, spec section 9). */
export function SupportSection() {
  return (
    <Card data-testid="support-section">
      <CardHeader>
        <CardTitle>Support</CardTitle>
        <CardDescription>
          Questions about surveys, proposals or billing? Email us and we'll reply within 24 hours.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" asChild className="max-w-full">
          <a href={`mailto:${SUPPORT_EMAIL}`}>
            <Mail aria-hidden="true" />
            <span className="truncate">{SUPPORT_EMAIL}</span>
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
