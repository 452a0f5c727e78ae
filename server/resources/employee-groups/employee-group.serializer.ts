/** Employee groups as domain/contract/employee-group.schema.ts describes them. */
import { iri, RESOURCES } from '../../../domain/contract/iri';
import type { EmployeeGroup } from '../../../domain/contract/employee-group.schema';
import { groupRateOn, stakesNewestFirst } from '../../../domain/settlement/rate-stake';
import { warsawDay } from '../../../domain/warsaw-time';
import type { GroupRow, StakeRow } from './employee-groups.repository';

export function serializeGroup(row: GroupRow, stakes: readonly StakeRow[], now: Date): EmployeeGroup {
  return {
    '@id': iri(RESOURCES.employeeGroup, row.id),
    '@type': 'EmployeeGroup',
    id: row.id,
    name: row.name,
    company: { '@id': iri(RESOURCES.company, row.companyId), id: row.companyId, name: row.companyName },
    stakes: stakesNewestFirst(stakes).map((stake) => ({
      '@id': iri(RESOURCES.stake, stake.id),
      '@type': 'Stake' as const,
      id: stake.id,
      kilometerRate: stake.kilometerRate,
      waitHourRate: stake.waitHourRate,
      validFrom: stake.validFrom,
    })),
    rateStakeId: groupRateOn(stakes, warsawDay(now))?.id ?? null,
    version: row.version,
  };
}
