/**
 * Car transfer protocols (administration.md §2.4 'Przekaż samochód', §3, §4, §5): who may write and
 * move them is domain/fleet/transfer-protocol-transitions.ts; each write is one transaction whose
 * conditional update (status and version) decides a race: of two parallel moves one wins, the other
 * gets 409.
 */
import { and, eq } from 'drizzle-orm';
import {
  PROTOCOL_REFUSALS,
  mayHandOverCar,
  protocolTransition,
  type ProtocolMove,
} from '../../../domain/fleet/transfer-protocol-transitions';
import { mileageError, type TransferProtocolData } from '../../../domain/fleet/transfer-protocol.schema';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { cars } from '../../db/fleet-schema';
import { userRoles, users } from '../../db/schema';
import { mileageReadings, transferProtocols } from '../../db/transfer-protocols-schema';
import { ApiError, ViolationError, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { expectedVersion, bumpVersion } from '../../http/versioning';
import { findCar, type CarRow } from '../cars/cars.repository';
import { carScope } from '../cars/cars.service';
import { inScope } from '../companies/scope';
import { findProtocol, type ProtocolRow } from './protocols.repository';

const pendingConflict = () => new ApiError(409, PROTOCOL_REFUSALS.pending);

/** A protocol the user may see (fleet of the car's company, or a person it names), else 404. */
export async function visibleProtocol(db: Db, user: AuthUser, id: number): Promise<ProtocolRow> {
  const row = await findProtocol(db, id);
  if (!row) throw notFound();
  const { protocol, car } = row;
  const named = [protocol.newDriverId, protocol.driverId, protocol.createdById].includes(user.id);
  if (!named && !inScope(carScope(user), car.companyId)) throw notFound();
  return row;
}

/** A car the user may hand over: the driver's own or one they manage; else 404 / 409 (pending). */
export async function handableCar(db: Db, user: AuthUser, carId: number): Promise<CarRow> {
  const row = await findCar(db, carId);
  const own = row?.car.userId === user.id;
  if (!row || (!own && !inScope(carScope(user), row.car.companyId))) throw notFound();
  if (!mayHandOverCar(user, row.car, row.pending)) {
    throw row.pending ? pendingConflict() : forbidden();
  }
  return row;
}

/** The new driver: an active ROLE_DRIVER of the car's company, not the one who has it. */
async function checkNewDriver(db: Db, car: CarRow, newDriverId: number) {
  const [row] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'ROLE_DRIVER')))
    .where(and(eq(users.id, newDriverId), eq(users.isActive, true)));
  if (!row || row.companyId !== car.car.companyId || car.car.userId === newDriverId)
    throw new ViolationError([{ propertyPath: 'newDriver', message: COURSE_MESSAGES.invalidValue }]);
}

function checkMileage(car: CarRow, reading: number) {
  const error = mileageError(reading, Number(car.mileage));
  if (error) throw new ViolationError([{ propertyPath: 'mileageReading', message: error }]);
}

const fields = (input: TransferProtocolData) => ({
  newDriverId: input.newDriver,
  transferAt: input.transferDate,
  mileageReading: input.mileageReading,
  remarks: input.remarks,
  equipment: input.equipment,
});

export async function createProtocol(db: Db, user: AuthUser, input: TransferProtocolData): Promise<number> {
  const car = await handableCar(db, user, input.car);
  await checkNewDriver(db, car, input.newDriver);
  checkMileage(car, input.mileageReading);
  try {
    const [row] = await db
      .insert(transferProtocols)
      .values({ ...fields(input), carId: car.car.id, driverId: car.car.userId, createdById: user.id })
      .returning({ id: transferProtocols.id });
    if (!row) throw new Error('protocol insert failed');
    return row.id;
  } catch (error) {
    // Two hand-overs of one car at once: the one-pending index lets one in.
    if (isUniqueViolation(error)) throw pendingConflict();
    throw error;
  }
}

export const protocolFacts = (row: ProtocolRow) => ({
  status: row.protocol.status,
  newDriverId: row.protocol.newDriverId,
  createdById: row.protocol.createdById,
  car: { companyId: row.car.companyId, userId: row.car.userId },
});

function allowed(user: AuthUser, row: ProtocolRow, move: ProtocolMove) {
  const result = protocolTransition(user, protocolFacts(row), move);
  if (!result.allowed) throw result.reason === 'forbidden' ? forbidden() : new ApiError(409, result.message);
  return result.status;
}

/** Moves the protocol from the status it was read in; a lost race (changed meanwhile) is 409. */
async function conditionalMove(
  tx: Db,
  row: ProtocolRow,
  set: Partial<typeof transferProtocols.$inferInsert>,
  version: number | undefined,
) {
  const rows = await tx
    .update(transferProtocols)
    .set({ ...set, version: bumpVersion(transferProtocols.version) })
    .where(
      and(
        eq(transferProtocols.id, row.protocol.id),
        eq(transferProtocols.status, row.protocol.status),
        eq(transferProtocols.version, version ?? row.protocol.version),
      ),
    )
    .returning({ id: transferProtocols.id });
  if (rows.length === 0) throw new ApiError(409, HTTP_MESSAGES.stale);
}

export async function updateProtocol(
  db: Db,
  user: AuthUser,
  id: number,
  input: TransferProtocolData & { version?: number | null | undefined },
  ifMatch: string | undefined,
) {
  const row = await visibleProtocol(db, user, id);
  allowed(user, row, 'edit');
  // A field-replacing write: the version read is required, by If-Match or in the body (ADR 003).
  const version = expectedVersion(row.protocol.version, input.version, ifMatch);
  if (input.car !== row.car.id)
    throw new ViolationError([{ propertyPath: 'car', message: COURSE_MESSAGES.invalidValue }]);
  const car = await findCar(db, row.car.id);
  if (!car) throw notFound();
  await checkNewDriver(db, car, input.newDriver);
  checkMileage(car, input.mileageReading);
  await conditionalMove(db, row, fields(input), version);
}

/** `PUT {id}/accept {status}`: the new driver accepts (-> waiting_for_validation) or declines. */
export async function acceptProtocol(
  db: Db,
  user: AuthUser,
  id: number,
  status: 'accepted' | 'declined',
  now: Date,
) {
  const row = await visibleProtocol(db, user, id);
  const to = allowed(user, row, status === 'accepted' ? 'accept' : 'refuse');
  await conditionalMove(
    db,
    row,
    { status: to, transferAcceptedAt: status === 'accepted' ? now : null },
    undefined,
  );
}

/**
 * `PUT {id}/validate {status}`: the validator accepts (the car passes to the new driver and the
 * mileage becomes the car's latest reading) or declines. One transaction.
 */
export async function validateProtocol(
  db: Db,
  user: AuthUser,
  id: number,
  status: 'accepted' | 'declined',
  now: Date,
) {
  const row = await visibleProtocol(db, user, id);
  const to = allowed(user, row, status === 'accepted' ? 'validate' : 'reject');
  await db.transaction(async (tx) => {
    await conditionalMove(tx, row, { status: to, validatedAt: now, validatedById: user.id }, undefined);
    if (to !== 'accepted') return;
    await tx
      .update(cars)
      .set({ userId: row.protocol.newDriverId, version: bumpVersion(cars.version) })
      .where(eq(cars.id, row.car.id));
    await tx
      .insert(mileageReadings)
      .values({ carId: row.car.id, reading: row.protocol.mileageReading, protocolId: row.protocol.id });
  });
}
