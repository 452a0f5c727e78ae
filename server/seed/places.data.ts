/** Real railway places of Poland with real coordinates (WGS84), for the demo map. */
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

export interface PlaceSeed {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Company name, or null for a place shared by everyone. */
  company: string | null;
}

const at = (
  name: string,
  address: string,
  latitude: number,
  longitude: number,
  company: string | null = null,
) => ({
  name,
  address,
  latitude,
  longitude,
  company,
});

/** Type 'place': stations, border crossings and depots. */
export const STATIONS: readonly PlaceSeed[] = [
  at('Warszawa Centralna', 'Aleje Jerozolimskie 54, 00-024 Warszawa', 52.2288, 21.0033),
  at('Warszawa Wschodnia', 'ul. Lubelska 1, 03-802 Warszawa', 52.2514, 21.0527),
  at('Warszawa Zachodnia', 'Aleje Jerozolimskie 144, 02-305 Warszawa', 52.2196, 20.9653),
  at('Kraków Główny', 'ul. Pawia 5a, 31-154 Kraków', 50.0676, 19.9475),
  at('Poznań Główny', 'ul. Dworcowa 2, 60-801 Poznań', 52.4016, 16.9118),
  at('Wrocław Główny', 'ul. Marszałka Józefa Piłsudskiego 105, 50-085 Wrocław', 51.0983, 17.0366),
  at('Gdańsk Główny', 'ul. Podwale Grodzkie 1, 80-895 Gdańsk', 54.3557, 18.6445),
  at('Gdynia Główna', 'pl. Konstytucji 1, 81-354 Gdynia', 54.5203, 18.5298),
  at('Katowice', 'pl. Marii i Lecha Kaczyńskich 1, 40-098 Katowice', 50.2577, 19.0172),
  at('Łódź Fabryczna', 'ul. Składowa 17, 90-127 Łódź', 51.7699, 19.4689),
  at('Szczecin Główny', 'ul. Kolumba 2, 70-035 Szczecin', 53.4181, 14.5505),
  at('Bydgoszcz Główna', 'ul. Zygmunta Augusta 7, 85-082 Bydgoszcz', 53.1355, 17.9884),
  at('Lublin Główny', 'pl. Dworcowy 1, 20-408 Lublin', 51.2318, 22.5697),
  at('Białystok', 'ul. Kolejowa 26, 15-701 Białystok', 53.1334, 23.1367),
  at('Rzeszów Główny', 'pl. Dworcowy 1, 35-201 Rzeszów', 50.043, 22.0067),
  at('Olsztyn Główny', 'ul. Partyzantów 3, 10-522 Olsztyn', 53.7853, 20.5024),
  at('Kielce', 'ul. Czarnowska 12, 25-504 Kielce', 50.8746, 20.6168),
  at('Opole Główne', 'ul. Krakowska 48, 45-075 Opole', 50.6627, 17.9266),
  at('Zielona Góra Główna', 'ul. Dworcowa 29, 65-001 Zielona Góra', 51.9456, 15.5167),
  at('Toruń Główny', 'ul. Kujawska 1, 87-100 Toruń', 53.0007, 18.6112),
  at('Częstochowa', 'ul. Piłsudskiego 38, 42-200 Częstochowa', 50.8071, 19.1194),
  at('Tczew', 'pl. Dworcowy 1, 83-110 Tczew', 54.0916, 18.7959),
  at('Kutno', 'ul. Dworcowa 1, 99-300 Kutno', 52.2306, 19.3597),
  at('Zbąszynek', 'ul. Dworcowa 1, 66-210 Zbąszynek', 52.2424, 15.8186),
  at('Chałupki', 'ul. Dworcowa 1, 47-480 Chałupki', 49.9216, 18.3232),
  at('Medyka', 'Medyka 1, 37-732 Medyka', 49.8047, 22.9381),
  at('Przemyśl Główny', 'pl. Legionów 1, 37-700 Przemyśl', 49.7836, 22.7762),
  at('Terespol', 'ul. Kolejowa 1, 21-550 Terespol', 52.0741, 23.6138),
  at('Małaszewicze', 'ul. Kolejowa 2, 21-540 Małaszewicze', 52.0347, 23.5287),
  at('Tarnowskie Góry', 'ul. Dworcowa 2, 42-600 Tarnowskie Góry', 50.4436, 18.8574),
  at('Płock', 'ul. Dworcowa 1, 09-402 Płock', 52.5532, 19.714),
  at('Zabrze', 'ul. Dworcowa 2, 41-800 Zabrze', 50.3006, 18.7819),
  at(
    'Lokomotywownia Warszawa Grochów',
    'ul. Chłopickiego 50, 04-275 Warszawa',
    52.242,
    21.1065,
    PKP_INTERCITY,
  ),
  at('Lokomotywownia Kraków Prokocim', 'ul. Półłanki 4, 30-740 Kraków', 50.0231, 20.0126, PKP_INTERCITY),
  at('Lokomotywownia Katowice Ligota', 'ul. Kolejowa 13, 40-688 Katowice', 50.2262, 18.9687, PKP_CARGO),
  at('Lokomotywownia Tarnowskie Góry', 'ul. Towarowa 10, 42-600 Tarnowskie Góry', 50.4462, 18.842, PKP_CARGO),
  at('Parowozownia Wolsztyn', 'ul. Fabryczna 1, 64-200 Wolsztyn', 52.1176, 16.1128),
];

/** Type 'hotel': where crews rest between services. */
export const HOTELS: readonly PlaceSeed[] = [
  at('Hotel Ibis Warszawa Centrum', 'al. Solidarności 165, 00-876 Warszawa', 52.2394, 20.9863),
  at('Hotel Novotel Kraków Centrum', 'ul. Tadeusza Kościuszki 5, 30-105 Kraków', 50.0553, 19.9288),
  at('Hotel Ibis Poznań Centrum', 'ul. Kazimierza Wielkiego 23, 61-863 Poznań', 52.4046, 16.9389),
  at('Hotel Mercure Gdańsk Stare Miasto', 'ul. Jana Heweliusza 22, 80-890 Gdańsk', 54.3561, 18.649),
  at('Hotel Campanile Wrocław Stare Miasto', 'ul. Jana Pawła II 7/9, 50-136 Wrocław', 51.1133, 17.0254),
  at('Hotel Novotel Katowice Centrum', 'al. Wojciecha Korfantego 9, 40-004 Katowice', 50.2636, 19.0224),
  at('Hotel Ibis Łódź Centrum', 'al. Marszałka Józefa Piłsudskiego 11, 90-368 Łódź', 51.7588, 19.4623),
  at('Hotel Mercure Lublin Centrum', 'al. Racławickie 12, 20-037 Lublin', 51.248, 22.5514),
  at('Hotel Campanile Szczecin', 'ul. Wyszyńskiego 30, 70-203 Szczecin', 53.4244, 14.5583),
];

/** Type 'workplace': signal boxes, maintenance points and sidings. */
export const WORKPLACES: readonly PlaceSeed[] = [
  at('Nastawnia Warszawa Zachodnia', 'ul. Tunelowa 2, 02-148 Warszawa', 52.2176, 20.962, PKP_INTERCITY),
  at(
    'Punkt Utrzymania Taboru Olszynka Grochowska',
    'ul. Kwatery Głównej 2, 04-294 Warszawa',
    52.2358,
    21.1302,
    PKP_INTERCITY,
  ),
  at(
    'Punkt Utrzymania Taboru Gdynia Grabówek',
    'ul. Morska 186, 81-225 Gdynia',
    54.5326,
    18.5003,
    PKP_INTERCITY,
  ),
  at('Punkt Utrzymania Taboru Kraków Płaszów', 'ul. Lipowa 1, 30-702 Kraków', 50.0384, 19.975, PKP_INTERCITY),
  at(
    'Sekcja Eksploatacji Katowice Szopienice',
    'ul. Obrońców Westerplatte 2, 40-335 Katowice',
    50.2585,
    19.0802,
    PKP_CARGO,
  ),
  at(
    'Stacja Rozrządowa Tarnowskie Góry',
    'ul. Nakielska 1, 42-600 Tarnowskie Góry',
    50.4402,
    18.8345,
    PKP_CARGO,
  ),
  at('Sekcja Eksploatacji Grochów', 'ul. Szaserów 3, 04-349 Warszawa', 52.2444, 21.0901, KOLEJE_MAZOWIECKIE),
  at('Bocznica Zabrze Makoszowy', 'ul. Makoszowska 24, 41-800 Zabrze', 50.2712, 18.7523, DB_CARGO),
  at('Bocznica Orlen Płock', 'ul. Chemików 7, 09-411 Płock', 52.5889, 19.6566, ORLEN_KOLTRANS),
];

/** Starting bases of the transport companies (where drivers begin and end a shift). */
export const STARTING_BASES: readonly PlaceSeed[] = [
  at('Baza Warszawa Odolany', 'ul. Jana Kazimierza 3, 01-248 Warszawa', 52.2268, 20.9451, TAXI_TRANS),
  at('Baza Warszawa Służewiec', 'ul. Postępu 14, 02-676 Warszawa', 52.1804, 21.0046, KOLEJ_TRANS),
  at('Baza Gdynia Grabówek', 'ul. Morska 150, 81-225 Gdynia', 54.5305, 18.5069, KOLEJ_TRANS),
  at('Baza Kraków Prokocim', 'ul. Bieżanowska 7, 30-812 Kraków', 50.0199, 20.0061, AUTO_PRZEWOZY),
  at('Baza Poznań Franowo', 'ul. Szwedzka 10, 61-285 Poznań', 52.3962, 16.9957, EURO_BUS),
  at('Baza Katowice Ligota', 'ul. Franciszkańska 12, 40-702 Katowice', 50.2338, 18.9707, TRANS_SLASK),
];
