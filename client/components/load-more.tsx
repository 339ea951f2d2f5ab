import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';

/** The parts of a TanStack infinite query that the button reads. */
type NextPageState = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
};

type LoadMoreProps = {
  /** What the list holds, for the button's accessible name ("Load more surveys"). */
  noun: string;
  list: NextPageState;
};

/**
 * The button under a paged list: loads the next page and says so while it loads. A failed load shows its error
 * beside the button (the rows already loaded stay) and the same button tries again.
 */
export function LoadMore({ noun, list }: LoadMoreProps) {
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {list.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          {`More ${noun} could not be loaded: ${errorMessage(list.error)}`}
        </p>
      ) : null}
      <Button
        variant="outline"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
        aria-label={`Load more ${noun}`}
      >
        {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
