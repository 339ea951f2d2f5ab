import { describe, expect, test } from 'vitest';
import { restateRequirement } from './restate.ts';

describe('restateRequirement', () => {
  test('turns the bidder’s obligation into our commitment', () => {
    expect(restateRequirement('The Contractor shall install corrosion coupons on the condenser loop.')).toBe(
      'We will install corrosion coupons on the condenser loop.',
    );
    expect(restateRequirement('Provide testing and treatment reports for each system.')).toBe(
      'We will provide testing and treatment reports for each system.',
    );
    expect(restateRequirement('Reports shall be delivered within 5 business days.')).toBe(
      'Reports will be delivered within 5 business days.',
    );
  });

  test('a bare item becomes what we provide; a noun that looks like a verb is not made one', () => {
    expect(restateRequirement('Monthly chemical testing of all systems treated')).toBe(
      'We provide monthly chemical testing of all systems treated.',
    );
    expect(restateRequirement('Report provided after completion.')).toBeNull();
  });
});
