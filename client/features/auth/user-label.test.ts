import { expect, test } from 'vitest';
import { getUserInitials, getUserLabel } from './user-label.ts';

test('labels the user by first and last name, else e-mail, else "User"', () => {
  expect(getUserLabel({ firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com' })).toBe(
    'Dana Reyes',
  );
  expect(getUserLabel({ firstName: null, lastName: null, email: 'dana@example.com' })).toBe(
    'dana@example.com',
  );
  expect(getUserLabel({ firstName: ' ', lastName: '', email: '' })).toBe('User');
  expect(getUserLabel(null)).toBe('User');
});

test('uses a single name part when only one is set', () => {
  expect(getUserLabel({ firstName: 'Dana', lastName: null, email: 'dana@example.com' })).toBe('Dana');
});

test('derives avatar initials from the label', () => {
  expect(getUserInitials({ firstName: 'Dana', lastName: 'Reyes', email: 'x@y.z' })).toBe('DR');
  expect(getUserInitials({ firstName: null, lastName: null, email: 'dana@example.com' })).toBe('DE');
  expect(getUserInitials(null)).toBe('U');
});
