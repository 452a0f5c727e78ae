/**
 * The automatic ride statuses of a course PUT (courses.md §4): a new contractor sends open rides back
 * to waiting for the transport company and drops the old driver; a newly assigned driver makes open
 * rides wait for the driver when the contractor sends SMS to employees. A status set by hand in the
 * same write (manager, superior contractor) wins. A new course is the change from no contractor and no
 * driver (row 37): without a status chosen by hand its rides start at planning and then follow the same
 * two rules, so an ordered contractor is asked to accept at once.
 */
import { statusAfterContractorChange, statusAfterDriverAssignment } from '../../../domain/rides/ride-effects';

export interface EffectInput {
  contractorId: number | null;
  /** User id of the driver in the payload. */
  driverId: number | null;
  contractorSmsNotification: boolean;
}

export function statusEffects(
  existing: { contractorId: number | null; driverId: number | null } | null,
  next: EffectInput,
) {
  const contractorChanged = existing !== null && existing.contractorId !== next.contractorId;
  // The old driver worked for the old contractor: kept in the payload, they are cleared (§4).
  const clearsDriver = contractorChanged && next.driverId !== null && next.driverId === existing.driverId;
  const driverAssigned =
    existing !== null && !clearsDriver && next.driverId !== null && next.driverId !== existing.driverId;
  return {
    clearsDriver,
    /**
     * The status of a ride that was `previous` and would be `planned` without the effects; `chosen` when
     * the write sets it by hand (a user who may, and a status sent).
     */
    status(previous: string | undefined, planned: string, chosen: boolean): string {
      if (existing === null) {
        if (chosen) return planned;
        let status = statusAfterContractorChange(planned, next.contractorId);
        if (next.driverId !== null)
          status = statusAfterDriverAssignment(status, next.contractorSmsNotification);
        return status;
      }
      if (previous === undefined || planned !== previous) return planned;
      let status = planned;
      if (contractorChanged) status = statusAfterContractorChange(status, next.contractorId);
      if (driverAssigned) status = statusAfterDriverAssignment(status, next.contractorSmsNotification);
      return status;
    },
  };
}
