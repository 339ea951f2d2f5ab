import { test } from 'vitest';
import { expectConsoleError } from './console-guard.ts';

test('a declared console.error is kept quiet and the test passes', () => {
  expectConsoleError(/disk full/);
  console.error('write failed: disk full');
});

// test.fails passes only when the test fails: here the only thing that can fail it is the guard's afterEach.
test.fails('an undeclared console.error fails the test', () => {
  console.error('something broke');
});

test.fails('a declared console.error that never comes fails the test', () => {
  expectConsoleError('never logged');
});
