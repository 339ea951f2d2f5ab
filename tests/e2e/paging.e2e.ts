import { PAGE_SIZE_DEFAULT } from '../../shared/schemas/paging.ts';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';

const EXTRA = 5;

test('My Surveys shows the first page, Load more brings the rest, and search finds an old survey', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);
  await signIn(page, user.username, user.password);
  // Oldest first, so "Harbor Works" is the oldest survey and lands on the second page.
  const names = [
    'Harbor Works',
    ...Array.from({ length: PAGE_SIZE_DEFAULT + EXTRA - 1 }, (_, i) => `Plant ${i + 1}`),
  ];
  for (const facilityName of names) {
    const res = await page.request.post('/api/surveys', {
      data: { facilityName, facilityAddress: '1 Mill Rd, Springfield, IL', industryType: 'manufacturing' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/surveys');
  const cards = page.getByTestId('survey-card');
  await expect(cards).toHaveCount(PAGE_SIZE_DEFAULT);
  await expect(cards.first()).toContainText(`Plant ${names.length - 1}`);
  await expect(page.getByText('Harbor Works')).toHaveCount(0);
  const loadMore = page.getByRole('button', { name: 'Load more surveys' });
  await loadMore.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/surveys-load-more-before.png` });

  await loadMore.click();
  await expect(cards).toHaveCount(names.length);
  await expect(loadMore).toHaveCount(0);
  await expect(cards.last()).toContainText('Harbor Works');
  await cards.last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/surveys-load-more-after.png` });

  await page.reload();
  await expect(cards).toHaveCount(PAGE_SIZE_DEFAULT);
  await page.getByRole('searchbox', { name: 'Search surveys' }).fill('harbor');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Harbor Works');
  await page.screenshot({ path: `${SHOTS_DIR}/surveys-search.png` });
});
