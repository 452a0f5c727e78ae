/** Demo people: staff logins, passengers (railway employees) and drivers. Phones are 9 digits. */
import type { EmployeeGroupName } from './companies.data';
import {
  AUTO_PRZEWOZY,
  DB_CARGO,
  EURO_BUS,
  KOLEJ_TRANS,
  KOLEJE_MAZOWIECKIE,
  ORLEN_KOLTRANS,
  PKP_CARGO,
  PKP_INTERCITY,
  TAXI_TRANS,
  TRANS_SLASK,
} from './companies.data';

export interface PersonSeed {
  username: string;
  firstname: string;
  surname: string;
  phone: string;
}

export interface HomeSeed {
  address: string;
  latitude: number;
  longitude: number;
}

export interface PassengerSeed extends PersonSeed {
  employer: string;
  group: EmployeeGroupName;
  home: HomeSeed;
  kilometerCourse: boolean;
}

export interface DriverSeed extends PersonSeed {
  transportCompany: string;
  startingBase: string;
  employedSince: string;
}

/** Demo logins that are neither passengers nor drivers (see DEMO_USERS in demo.ts). */
export const STAFF: readonly PersonSeed[] = [
  { username: 'admin', firstname: 'Tomasz', surname: 'Wójcik', phone: '501204318' },
  { username: 'dyspozytor', firstname: 'Agnieszka', surname: 'Kamińska', phone: '502318774' },
  { username: 'firma', firstname: 'Krzysztof', surname: 'Lewandowski', phone: '603447120' },
  { username: 'dyspozytor.zewnetrzny', firstname: 'Monika', surname: 'Dąbrowska', phone: '604512983' },
  { username: 'transport', firstname: 'Marcin', surname: 'Kozłowski', phone: '605238416' },
  { username: 'transport.nadrzedny', firstname: 'Robert', surname: 'Jankowski', phone: '606731250' },
  { username: 'podwykonawca', firstname: 'Grzegorz', surname: 'Mazur', phone: '607184932' },
  { username: 'ksiegowa', firstname: 'Beata', surname: 'Krawczyk', phone: '608925147' },
  { username: 'hotel', firstname: 'Joanna', surname: 'Piotrowska', phone: '609372815' },
  { username: 'flota', firstname: 'Dariusz', surname: 'Grabowski', phone: '691450238' },
  { username: 'firma.dbcargo', firstname: 'Ewa', surname: 'Schmidt', phone: '692318406' },
  { username: 'transport.slask', firstname: 'Adam', surname: 'Kubica', phone: '693540217' },
];

const passenger = (
  username: string,
  firstname: string,
  surname: string,
  phone: string,
  employer: string,
  group: EmployeeGroupName,
  home: HomeSeed,
  kilometerCourse = false,
): PassengerSeed => ({ username, firstname, surname, phone, employer, group, home, kilometerCourse });

const home = (address: string, latitude: number, longitude: number): HomeSeed => ({
  address,
  latitude,
  longitude,
});

// prettier-ignore
export const PASSENGERS: readonly PassengerSeed[] = [
  passenger('pasazer', 'Andrzej', 'Nowak', '512873340', PKP_INTERCITY, 'Maszyniści',
    home('ul. Grochowska 250, 04-377 Warszawa', 52.2436, 21.0915), true),
  passenger('jan.kowalski', 'Jan', 'Kowalski', '513294418', PKP_INTERCITY, 'Maszyniści',
    home('ul. Puławska 145, 02-715 Warszawa', 52.1911, 21.0225)),
  passenger('piotr.wisniewski', 'Piotr', 'Wiśniewski', '514620357', PKP_INTERCITY, 'Maszyniści',
    home('ul. Wielicka 50, 30-552 Kraków', 50.0359, 19.9709)),
  passenger('katarzyna.wojcik', 'Katarzyna', 'Wójcik', '515378902', PKP_INTERCITY, 'Kierownicy pociągu',
    home('ul. Grunwaldzka 100, 80-244 Gdańsk', 54.3805, 18.6058)),
  passenger('michal.kaczmarek', 'Michał', 'Kaczmarek', '516104783', PKP_INTERCITY, 'Maszyniści',
    home('ul. Głogowska 80, 60-263 Poznań', 52.3958, 16.8963), true),
  passenger('ewa.zielinska', 'Ewa', 'Zielińska', '517839021', PKP_INTERCITY, 'Kierownicy pociągu',
    home('ul. Legnicka 50, 54-204 Wrocław', 51.1178, 16.9902)),
  passenger('lukasz.szymanski', 'Łukasz', 'Szymański', '518265594', PKP_INTERCITY, 'Rewidenci taboru',
    home('ul. Świętojańska 50, 81-391 Gdynia', 54.5166, 18.5395)),
  passenger('adam.wozniak', 'Adam', 'Woźniak', '519402867', PKP_INTERCITY, 'Maszyniści',
    home('ul. Piotrkowska 150, 90-063 Łódź', 51.7593, 19.4581)),
  passenger('marek.pawlowski', 'Marek', 'Pawłowski', '530718264', PKP_CARGO, 'Maszyniści',
    home('ul. Mikołowska 40, 40-066 Katowice', 50.2541, 19.0069)),
  passenger('stanislaw.michalski', 'Stanisław', 'Michalski', '531946025', PKP_CARGO, 'Maszyniści',
    home('ul. Krakowska 10, 42-600 Tarnowskie Góry', 50.4431, 18.8617)),
  passenger('dorota.krol', 'Dorota', 'Król', '532587130', PKP_CARGO, 'Rewidenci taboru',
    home('ul. Gliwicka 100, 40-857 Katowice', 50.2662, 18.9885)),
  passenger('wojciech.wieczorek', 'Wojciech', 'Wieczorek', '533204671', PKP_CARGO, 'Kierownicy pociągu',
    home('ul. Długa 40, 31-146 Kraków', 50.0705, 19.9373)),
  passenger('tadeusz.jablonski', 'Tadeusz', 'Jabłoński', '534819362', PKP_CARGO, 'Maszyniści',
    home('al. Wojska Polskiego 50, 70-475 Szczecin', 53.4335, 14.5447)),
  passenger('magdalena.majewska', 'Magdalena', 'Majewska', '535472108', KOLEJE_MAZOWIECKIE, 'Kierownicy pociągu',
    home('ul. Targowa 60, 03-733 Warszawa', 52.256, 21.0395)),
  passenger('rafal.olszewski', 'Rafał', 'Olszewski', '536193847', KOLEJE_MAZOWIECKIE, 'Maszyniści',
    home('ul. Wolska 50, 01-187 Warszawa', 52.2318, 20.9622)),
  passenger('pawel.stepien', 'Paweł', 'Stępień', '537628409', KOLEJE_MAZOWIECKIE, 'Maszyniści',
    home('ul. Kondratowicza 20, 03-285 Warszawa', 52.2916, 21.0378)),
  passenger('barbara.malinowska', 'Barbara', 'Malinowska', '538054276', KOLEJE_MAZOWIECKIE, 'Rewidenci taboru',
    home('ul. Ostrobramska 75, 04-175 Warszawa', 52.233, 21.111)),
  passenger('kamil.gorski', 'Kamil', 'Górski', '539781530', KOLEJE_MAZOWIECKIE, 'Maszyniści',
    home('ul. Marszałkowska 84, 00-514 Warszawa', 52.226, 21.0142)),
  passenger('sebastian.rutkowski', 'Sebastian', 'Rutkowski', '660247193', DB_CARGO, 'Maszyniści',
    home('ul. Wolności 300, 41-800 Zabrze', 50.3066, 18.7838)),
  passenger('henryk.witkowski', 'Henryk', 'Witkowski', '661830254', DB_CARGO, 'Rewidenci taboru',
    home('ul. Zwycięstwa 20, 44-100 Gliwice', 50.2956, 18.6713)),
  passenger('zbigniew.walczak', 'Zbigniew', 'Walczak', '662519487', DB_CARGO, 'Maszyniści',
    home('ul. Lipowa 10, 20-020 Lublin', 51.2449, 22.5535)),
  passenger('artur.baran', 'Artur', 'Baran', '663074912', ORLEN_KOLTRANS, 'Maszyniści',
    home('ul. Tumska 10, 09-402 Płock', 52.5467, 19.6991)),
  passenger('jolanta.sikora', 'Jolanta', 'Sikora', '664958301', ORLEN_KOLTRANS, 'Kierownicy pociągu',
    home('ul. Otolińska 20, 09-407 Płock', 52.5497, 19.7131)),
  passenger('mariusz.duda', 'Mariusz', 'Duda', '665213768', ORLEN_KOLTRANS, 'Maszyniści',
    home('ul. Królewska 10, 99-300 Kutno', 52.2313, 19.3642)),
  passenger('jerzy.szewczyk', 'Jerzy', 'Szewczyk', '666490135', ORLEN_KOLTRANS, 'Rewidenci taboru',
    home('ul. Lipowa 20, 15-424 Białystok', 53.1323, 23.1563)),
];

const driver = (
  username: string,
  firstname: string,
  surname: string,
  phone: string,
  transportCompany: string,
  startingBase: string,
  employedSince: string,
): DriverSeed => ({ username, firstname, surname, phone, transportCompany, startingBase, employedSince });

// prettier-ignore
export const DRIVERS: readonly DriverSeed[] = [
  driver('kierowca', 'Paweł', 'Zieliński', '720318645', TAXI_TRANS, 'Baza Warszawa Odolany', '2019-03-01'),
  driver('sylwester.borkowski', 'Sylwester', 'Borkowski', '721594038', TAXI_TRANS, 'Baza Warszawa Odolany', '2021-06-15'),
  driver('ryszard.sadowski', 'Ryszard', 'Sadowski', '722047316', TAXI_TRANS, 'Baza Warszawa Odolany', '2023-09-01'),
  driver('janusz.czarnecki', 'Janusz', 'Czarnecki', '723861590', KOLEJ_TRANS, 'Baza Warszawa Służewiec', '2018-01-10'),
  driver('leszek.kubiak', 'Leszek', 'Kubiak', '724305817', KOLEJ_TRANS, 'Baza Gdynia Grabówek', '2020-04-20'),
  driver('bogdan.wilk', 'Bogdan', 'Wilk', '725970241', AUTO_PRZEWOZY, 'Baza Kraków Prokocim', '2017-11-01'),
  driver('damian.lis', 'Damian', 'Lis', '726158493', AUTO_PRZEWOZY, 'Baza Kraków Prokocim', '2024-02-05'),
  driver('mateusz.kalinowski', 'Mateusz', 'Kalinowski', '727492036', EURO_BUS, 'Baza Poznań Franowo', '2022-07-01'),
  driver('krystian.nowicki', 'Krystian', 'Nowicki', '728630154', TRANS_SLASK, 'Baza Katowice Ligota', '2016-05-16'),
  driver('waldemar.adamczyk', 'Waldemar', 'Adamczyk', '729215807', TRANS_SLASK, 'Baza Katowice Ligota', '2025-01-02'),
];

/** Example: emailFor('dyspozytor.zewnetrzny') === 'dyspozytor-zewnetrzny@kursownik.pl' */
export function emailFor(username: string): string {
  return `${username.replace(/\./g, '-')}@kursownik.pl`;
}
