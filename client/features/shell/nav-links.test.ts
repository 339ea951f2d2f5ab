import { expect, test } from 'vitest';
import { ADMIN_NAV_LINKS, getNavLinks, isNavLinkActive, USER_NAV_LINKS } from './nav-links.ts';

function activeLabels(isAdmin: boolean, path: string) {
  return getNavLinks(isAdmin)
    .filter((link) => isNavLinkActive(link, path))
    .map((link) => link.label);
}

test('regular users get the five links in spec order', () => {
  expect(USER_NAV_LINKS.map((link) => [link.href, link.label])).toEqual([
    ['/', 'Dashboard'],
    ['/surveys', 'My Surveys'],
    ['/new-survey', 'New Survey'],
    ['/proposals', 'Proposals'],
    ['/settings', 'Settings'],
  ]);
});

test('admins get only Admin Panel, active on /admin and /', () => {
  expect(ADMIN_NAV_LINKS.map((link) => link.label)).toEqual(['Admin Panel']);
  expect(activeLabels(true, '/admin')).toEqual(['Admin Panel']);
  expect(activeLabels(true, '/')).toEqual(['Admin Panel']);
  expect(activeLabels(true, '/settings')).toEqual([]);
});

test('exactly one link is active on each regular page', () => {
  expect(activeLabels(false, '/')).toEqual(['Dashboard']);
  expect(activeLabels(false, '/edit-survey/4')).toEqual(['My Surveys']);
  expect(activeLabels(false, '/proposals/9')).toEqual(['Proposals']);
  expect(activeLabels(false, '/new-survey')).toEqual(['New Survey']);
  expect(activeLabels(false, '/follow-ups')).toEqual([]);
});
