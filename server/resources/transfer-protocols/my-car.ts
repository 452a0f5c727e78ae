/**
 * `GET api/cars/mine`, the car settings page (administration.md §2.6 user-car-settings): the car the
 * user drives with its latest reading, the latest protocol of that car (transfer date, equipment,
 * remarks), and the protocols waiting for this user (to accept as the new driver, to validate).
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { hasRole } from '../../../domain/auth/roles';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { cars } from '../../db/fleet-schema';
import { transferProtocols } from '../../db/transfer-protocols-schema';
import { protocolView } from './protocol.serializer';
import { findLatestProtocolOfCar, findProtocolsWhere } from './protocols.repository';
import { carView } from '../cars/car.serializer';
import { findCarOfUser } from '../cars/cars.repository';

export async function myCar(db: Db, user: AuthUser) {
  const car = await findCarOfUser(db, user.id);
  const latest = car ? await findLatestProtocolOfCar(db, car.car.id) : undefined;
  const toAccept = and(
    eq(transferProtocols.newDriverId, user.id),
    eq(transferProtocols.status, 'waiting_for_acceptance'),
  );
  const toValidate =
    hasRole(user, 'ROLE_FLEET') && user.companyId !== null
      ? and(eq(transferProtocols.status, 'waiting_for_validation'), inArray(cars.companyId, [user.companyId]))
      : undefined;
  const awaiting = await findProtocolsWhere(db, toValidate ? or(toAccept, toValidate) : toAccept);
  return {
    car: car ? carView(car) : null,
    latestProtocol: latest ? protocolView(latest) : null,
    awaiting: awaiting.map(protocolView),
  };
}
