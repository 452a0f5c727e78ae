/**
 * A burst of concurrent writes through the real HTTP API, each worker one request at a time, with a
 * ledger of what the server acknowledged (a 2xx received) and what was in flight when it died. A write
 * in flight may or may not have committed; an acknowledged one must survive (ADR 008).
 */
import type { CrashIris } from './crash-data.support';

/** One taxi course as its creator wrote it last: what an acknowledged write promises. */
export interface CourseWrite {
  number: string;
  /** The first stop's wall-clock time, Europe/Warsaw, on CRASH_DAY. */
  time: string;
}

export interface CourseRecord {
  id: number;
  version: number;
  acked: CourseWrite;
  /** An edit sent but not answered when the server died. */
  inFlight?: CourseWrite;
}

export interface Ledger {
  courses: CourseRecord[];
  /** Creates sent but not answered: each may exist, complete, or not at all. */
  createsInFlight: CourseWrite[];
  resetsAcked: number;
  resetsInFlight: number;
  /** Every 2xx, for the kill trigger and the report. */
  acks: number;
}

export const CRASH_DAY = '2030-05-14';

export function coursePayload(iris: CrashIris, write: CourseWrite) {
  return {
    company: iris.company,
    contractor: iris.contractor,
    subcontractor: null,
    driver: iris.driver,
    driverPhoneNumber: '',
    rides: [
      {
        number: write.number,
        status: 'planning',
        fromStartingBase: iris.base,
        toStartingBase: null,
        waypoints: [
          {
            place: iris.places[0],
            date: CRASH_DAY,
            time: write.time,
            passengers: [iris.passenger],
            locomotives: [],
          },
          { place: iris.places[1], date: CRASH_DAY, time: '23:30', passengers: [], locomotives: [] },
        ],
      },
    ],
  };
}

export interface BurstOptions {
  baseURL: string;
  token: string;
  iris: CrashIris;
  random: () => number;
  workers: number;
  /** Each worker stops after this many requests even if the server lives (a bound, not the plan). */
  maxPerWorker: number;
  /** Called after every acknowledgement, e.g. to kill the server after the n-th. */
  onAck(ledger: Ledger): void;
}

const clock = (random: () => number) =>
  `${String(6 + Math.floor(random() * 14)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;

/** Runs until every worker has seen the server die (or reached its bound); answers the ledger. */
export async function runBurst(options: BurstOptions): Promise<Ledger> {
  const { baseURL, token, iris, random } = options;
  const ledger: Ledger = { courses: [], createsInFlight: [], resetsAcked: 0, resetsInFlight: 0, acks: 0 };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const ack = () => {
    ledger.acks += 1;
    options.onAck(ledger);
  };

  const worker = async (w: number) => {
    const mine: CourseRecord[] = [];
    for (let n = 0; n < options.maxPerWorker; n++) {
      const roll = random();
      const write: CourseWrite = { number: `KR/${w}/${n}`, time: clock(random) };
      try {
        const course = mine[Math.floor(random() * mine.length)];
        if (course && roll < 0.4) {
          course.inFlight = write;
          const response = await fetch(`${baseURL}/api/taxi_courses/${course.id}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ ...coursePayload(iris, write), version: course.version }),
          });
          if (response.status !== 200) throw new Error(`PUT ${response.status}: ${await response.text()}`);
          course.version = Number(/\d+/.exec(response.headers.get('etag') ?? '')?.[0]);
          course.acked = write;
          course.inFlight = undefined;
          ack();
        } else if (roll < 0.8) {
          ledger.createsInFlight.push(write);
          const response = await fetch(`${baseURL}/api/taxi_courses`, {
            method: 'POST',
            headers,
            body: JSON.stringify(coursePayload(iris, write)),
          });
          if (response.status !== 201) throw new Error(`POST ${response.status}: ${await response.text()}`);
          const { id } = (await response.json()) as { id: number };
          const version = Number(/\d+/.exec(response.headers.get('etag') ?? '')?.[0]);
          ledger.createsInFlight.splice(ledger.createsInFlight.indexOf(write), 1);
          const record = { id, version, acked: write };
          mine.push(record);
          ledger.courses.push(record);
          ack();
        } else {
          ledger.resetsInFlight += 1;
          const response = await fetch(`${baseURL}/api/users/reset-password-request`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ identifier: iris.resetEmail }),
          });
          if (response.status !== 202) throw new Error(`reset ${response.status}: ${await response.text()}`);
          ledger.resetsInFlight -= 1;
          ledger.resetsAcked += 1;
          ack();
        }
      } catch (error) {
        // The server died under this request (connection refused or reset): the worker's burst ends.
        // Any other failure (a 4xx/5xx answer) is a bug of the test or the server: let it fail.
        if (error instanceof TypeError) return;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, w) => worker(w)));
  return ledger;
}
