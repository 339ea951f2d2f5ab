import { Unlink } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from './empty-state.tsx';

type InvalidLinkProps = {
  /** What the link should have opened: "survey", "proposal". */
  thing: string;
  /** Where the reader finds it instead, and that page's name ("My Surveys"). */
  href: string;
  place: string;
};

/**
 * A page address whose id is malformed (/edit-survey/abc): what is wrong in the reader's words and the way on,
 * instead of the server's "Not a valid id" or a "Try again" that cannot help.
 */
export function InvalidLink({ thing, href, place }: InvalidLinkProps) {
  return (
    <EmptyState
      icon={Unlink}
      title="This link is not valid"
      description={`It does not point to a ${thing}: part of the address is missing or mistyped. Open the ${thing} from ${place}.`}
      action={
        <Button asChild>
          <Link href={href}>Go to {place}</Link>
        </Button>
      }
    />
  );
}
