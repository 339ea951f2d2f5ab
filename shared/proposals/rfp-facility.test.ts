import { describe, expect, it } from 'vitest';
import { findOtherRfpFacility } from './rfp-facility.ts';

const HOSPITAL = {
  facilityName: "St. Mary's Regional Medical Center",
  facilityAddress: '1450 Mercy Drive, Springfield, IL',
};

describe('findOtherRfpFacility', () => {
  it('flags an RFP for another facility, even when the names share generic words', () => {
    expect(
      findOtherRfpFacility(
        {
          facility: 'Springfield Regional Airport Terminal',
          issuingOrganization: 'Springfield Airport Authority',
        },
        { ...HOSPITAL, facilityAddress: null },
      ),
    ).toBe('Springfield Regional Airport Terminal / Springfield Airport Authority');
    expect(
      findOtherRfpFacility(
        { facility: 'Lincoln Regional Medical Center', issuingOrganization: 'Lincoln Health System' },
        HOSPITAL,
      ),
    ).toBe('Lincoln Regional Medical Center / Lincoln Health System');
  });

  it('accepts the survey’s facility by a distinctive word or by its street address', () => {
    expect(
      findOtherRfpFacility({ facility: "Saint Mary's Hospital", issuingOrganization: null }, HOSPITAL),
    ).toBeNull();
    expect(
      findOtherRfpFacility(
        { facility: 'Main campus, 1450 Mercy Drive', issuingOrganization: 'Sisters Health' },
        HOSPITAL,
      ),
    ).toBeNull();
  });

  it('says nothing when the RFP names no facility or issuer', () => {
    expect(findOtherRfpFacility({ facility: null, issuingOrganization: null }, HOSPITAL)).toBeNull();
  });
});
