import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { dropFromCachedList, putInCachedList } from './list-cache.ts';

type Row = { id: number; name: string };
const key = ['rows', 7] as const;

/** Starts a read of the list that answers, when released, with what the server held when it was sent. */
function slowRead(client: QueryClient, answer: Row[]) {
  let release = () => {};
  const fetched = client.fetchQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      new Promise<Row[]>((resolve, reject) => {
        release = () => resolve(answer);
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  });
  return { release: () => release(), fetched: fetched.catch(() => undefined) };
}

describe('cached lists after a write', () => {
  test('a read sent before the write does not wipe out the new record when it answers', async () => {
    const client = new QueryClient();
    const read = slowRead(client, []);
    await putInCachedList<Row>(client, key, { id: 1, name: 'Phosphonate blend' });
    read.release();
    await read.fetched;
    expect(client.getQueryData(key)).toEqual([{ id: 1, name: 'Phosphonate blend' }]);
  });

  test('a record the list already holds is replaced, not listed twice', async () => {
    const client = new QueryClient();
    client.setQueryData<Row[]>(key, [
      { id: 1, name: 'Old' },
      { id: 2, name: 'Other' },
    ]);
    await putInCachedList<Row>(client, key, { id: 1, name: 'New' });
    expect(client.getQueryData(key)).toEqual([
      { id: 1, name: 'New' },
      { id: 2, name: 'Other' },
    ]);
  });

  test('a deleted record stays gone when a read sent before the delete answers', async () => {
    const client = new QueryClient();
    client.setQueryData<Row[]>(key, [{ id: 1, name: 'Gone' }]);
    const read = slowRead(client, [{ id: 1, name: 'Gone' }]);
    await dropFromCachedList<Row>(client, key, 1);
    read.release();
    await read.fetched;
    expect(client.getQueryData(key)).toEqual([]);
  });
});
