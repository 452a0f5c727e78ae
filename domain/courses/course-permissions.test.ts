import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCreateKilometerCourse,
  canCreateTaxiCourse,
  canDownloadReport,
  canEditCourse,
  canEditDriver,
  canEditPassengersAndLocomotives,
  canEditRideStatusManually,
  canEditTransportCompany,
  canSeeDriverRelation,
  contractorChoices,
  isDriverRelationReady,
  subcontractorChoices,
  superiorCompaniesOf,
  superiorOfUser,
} from './course-permissions';
import type { ContractorLink, PermissionCourse, PermissionUser } from './course-permissions';

/** Railway company 1 ordered the course; transport company 2 contracts it, 3 subcontracts; 4 is superior for 1. */
const course: PermissionCourse = {
  companyId: 1,
  contractorId: 2,
  subcontractorId: 3,
  driverId: 9,
  rides: [{ status: 'accepted_by_driver' }],
};

const user = (roles: string[], companyId: number | null = null, id = 100): PermissionUser => ({
  id,
  roles,
  companyId,
});

interface Row {
  who: string;
  user: PermissionUser;
  superiorOf?: number[];
  create: boolean;
  edit: boolean;
  passengers: boolean;
  locomotives: boolean;
  transport: boolean;
  driver: boolean;
  status: boolean;
  relation: boolean;
}

// prettier-ignore
const rows: Row[] = [
  { who: 'admin', user: user(['ROLE_ADMIN']), create: true, edit: true, passengers: true, locomotives: true, transport: true, driver: true, status: true, relation: true },
  { who: 'dispatcher', user: user(['ROLE_USER']), create: true, edit: true, passengers: true, locomotives: true, transport: true, driver: true, status: true, relation: true },
  { who: 'railway company of the course', user: user(['ROLE_COMPANY'], 1), create: true, edit: false, passengers: true, locomotives: true, transport: false, driver: false, status: false, relation: false },
  { who: 'its external dispatcher', user: user(['ROLE_USER_COMPANY'], 1), create: true, edit: false, passengers: true, locomotives: true, transport: false, driver: false, status: false, relation: false },
  { who: 'another railway company', user: user(['ROLE_COMPANY'], 8), create: true, edit: false, passengers: false, locomotives: false, transport: false, driver: false, status: false, relation: false },
  { who: 'contractor', user: user(['ROLE_TRANSPORT_COMPANY'], 2), create: true, edit: true, passengers: false, locomotives: true, transport: true, driver: true, status: false, relation: true },
  { who: 'subcontractor', user: user(['ROLE_TRANSPORT_COMPANY'], 3), create: true, edit: true, passengers: false, locomotives: true, transport: false, driver: true, status: false, relation: true },
  { who: 'superior contractor', user: user(['ROLE_TRANSPORT_COMPANY'], 4), superiorOf: [1], create: true, edit: true, passengers: true, locomotives: true, transport: true, driver: false, status: true, relation: true },
  { who: 'unrelated transport company', user: user(['ROLE_TRANSPORT_COMPANY'], 5), superiorOf: [6], create: true, edit: false, passengers: false, locomotives: false, transport: false, driver: false, status: false, relation: false },
  { who: 'the course driver', user: user(['ROLE_DRIVER'], 2, 9), create: false, edit: true, passengers: false, locomotives: false, transport: false, driver: false, status: false, relation: false },
  { who: 'another driver', user: user(['ROLE_DRIVER'], 2, 10), create: false, edit: false, passengers: false, locomotives: false, transport: false, driver: false, status: false, relation: false },
  { who: 'passenger', user: user(['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'], 1), create: false, edit: false, passengers: false, locomotives: false, transport: false, driver: false, status: false, relation: false },
  { who: 'accountant', user: user(['ROLE_ACCOUNTANT']), create: false, edit: false, passengers: false, locomotives: false, transport: false, driver: false, status: false, relation: false },
];

describe.each(rows)('$who', (row) => {
  const superiorOf = row.superiorOf ?? [];
  it(row.create ? 'may order a taxi course' : 'may not order a taxi course', () => {
    expect(canCreateTaxiCourse(row.user)).toBe(row.create);
  });
  it('edits the course as §6 says', () => {
    expect(canEditCourse(row.user, course, superiorOf)).toBe(row.edit);
    expect(canEditPassengersAndLocomotives(row.user, course, superiorOf)).toEqual({
      passengers: row.passengers,
      locomotives: row.locomotives,
    });
    expect(canEditTransportCompany(row.user, course, superiorOf)).toBe(row.transport);
    expect(canEditDriver(row.user, course)).toBe(row.driver);
    expect(canEditRideStatusManually(row.user, course, superiorOf)).toBe(row.status);
    expect(canSeeDriverRelation(row.user, course, superiorOf)).toBe(row.relation);
  });
});

describe('role-only permissions', () => {
  it('lets only a passenger with ROLE_KILOMETER_COURSE create a kilometer course', () => {
    expect(canCreateKilometerCourse(user(['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE']))).toBe(true);
    expect(canCreateKilometerCourse(user(['ROLE_PASSENGER']))).toBe(false);
    expect(canCreateKilometerCourse(user(['ROLE_ADMIN', 'ROLE_KILOMETER_COURSE']))).toBe(false);
  });

  it('opens report download with ROLE_COURSE_GENERATE_REPORT only', () => {
    expect(canDownloadReport(user(['ROLE_COMPANY', 'ROLE_COURSE_GENERATE_REPORT'], 1))).toBe(true);
    expect(canDownloadReport(user(['ROLE_ADMIN']))).toBe(false);
  });

  it('never lets a driver or passenger role alone order a taxi course', () => {
    const other = fc.subarray([
      'ROLE_DEFAULT',
      'ROLE_HOTEL',
      'ROLE_FLEET',
      'ROLE_KILOMETER_COURSE',
      'ROLE_ACCOUNTANT',
    ]);
    fc.assert(
      fc.property(fc.constantFrom('ROLE_DRIVER', 'ROLE_PASSENGER'), other, (role, rest) => {
        expect(canCreateTaxiCourse(user([role, ...rest], 1))).toBe(false);
      }),
    );
  });
});

describe('driver relation', () => {
  it('is ready once every ride is closed', () => {
    expect(isDriverRelationReady({ rides: [{ status: 'finished' }, { status: 'cancelled' }] })).toBe(true);
    expect(isDriverRelationReady({ rides: [{ status: 'finished' }, { status: 'accepted_by_driver' }] })).toBe(
      false,
    );
    expect(isDriverRelationReady({ rides: [] })).toBe(false);
  });
});

describe('contractorChoices', () => {
  // Railway companies 1 and 8; transport companies 2..6. 4 is superior for 1; 2 has subcontractor 3.
  const links: ContractorLink[] = [
    { ownerId: 1, contractorId: 2, superior: false },
    { ownerId: 1, contractorId: 4, superior: true },
    { ownerId: 1, contractorId: 5, superior: false },
    { ownerId: 8, contractorId: 2, superior: false },
    { ownerId: 8, contractorId: 6, superior: false },
    { ownerId: 2, contractorId: 3, superior: false },
    { ownerId: 4, contractorId: 6, superior: false },
  ];

  it.each([
    ['railway company picks among its contractors', user(['ROLE_COMPANY'], 1), [1], [2, 4, 5]],
    ['external dispatcher likewise', user(['ROLE_USER_COMPANY'], 8), [8], [2, 6]],
    [
      'base transport company picks itself or its own contractors',
      user(['ROLE_TRANSPORT_COMPANY'], 2),
      [1],
      [2, 3],
    ],
    [
      'superior also picks the railway company contractors',
      user(['ROLE_TRANSPORT_COMPANY'], 4),
      [1],
      [2, 4, 5, 6],
    ],
    ['superior of another company gets no extra', user(['ROLE_TRANSPORT_COMPANY'], 4), [8], [4, 6]],
    ['manager sees the contractors common to all companies', user(['ROLE_USER']), [1, 8], [2]],
    ['manager of a one-company course sees its contractors', user(['ROLE_ADMIN']), [1], [2, 4, 5]],
    ['manager of a course without companies sees none', user(['ROLE_ADMIN']), [], []],
    ['driver picks nobody', user(['ROLE_DRIVER'], 2), [1], []],
    ['passenger picks nobody', user(['ROLE_PASSENGER'], 1), [1], []],
    ['company user without a company picks nobody', user(['ROLE_COMPANY'], null), [1], []],
  ] as const)('%s', (_, who, companyIds, expected) => {
    expect(contractorChoices(who, companyIds, links)).toEqual(expected);
  });

  it('derives the superiorOf list from the links', () => {
    expect(superiorCompaniesOf(4, links)).toEqual([1]);
    expect(superiorCompaniesOf(2, links)).toEqual([]);
  });

  it("reads a user's superiorOf list from the user's company, none without one", () => {
    expect(superiorOfUser({ companyId: 4 }, links)).toEqual([1]);
    expect(superiorOfUser({ companyId: null }, links)).toEqual([]);
  });

  it('offers the contractor its own contractors as subcontractors', () => {
    expect(subcontractorChoices(2, links)).toEqual([3]);
    expect(subcontractorChoices(null, links)).toEqual([]);
  });

  it('gives a manager nothing that some company of the course lacks', () => {
    const link = fc.record({
      ownerId: fc.integer({ min: 1, max: 4 }),
      contractorId: fc.integer({ min: 5, max: 9 }),
      superior: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(link, { maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1 }),
        (all, ids) => {
          const choices = contractorChoices(user(['ROLE_ADMIN']), ids, all);
          for (const id of ids) {
            for (const choice of choices)
              expect(all.some((l) => l.ownerId === id && l.contractorId === choice)).toBe(true);
          }
        },
      ),
    );
  });
});
