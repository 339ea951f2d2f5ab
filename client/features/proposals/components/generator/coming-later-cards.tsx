import { FileUp, type LucideIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

interface UnavailableCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  actionLabel: string;
  testId: string;
}

function UnavailableCard({ icon: Icon, title, description, actionLabel, testId }: UnavailableCardProps) {
  return (
    <Card className="border-dashed bg-slate-50/70" aria-disabled="true" data-testid={testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base text-slate-700">
          <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled className="w-full sm:w-auto">
          {actionLabel}
        </Button>
      </CardContent>
    </Card>
  );
}

/** RFP analysis: shown, honestly unavailable, until its release. */
export function ComingLaterCards() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <UnavailableCard
        icon={FileUp}
        title="RFP analysis — available soon"
        description="Upload a customer's RFP (PDF, DOCX or text) to pull out its requirements and tailor the proposal."
        actionLabel="Upload RFP"
        testId="rfp-unavailable"
      />
    </div>
  );
}
