/** Demo companies and the links between them (administration.md §3). Rates in hundredths of a złoty. */

export type BillingModel =
  'ARRIVAL_AND_RETURN_TO_THE_STARTING_BASE' | 'BACK_TO_THE_STARTING_POINT' | 'NOT_AVAILABLE';

export interface CompanySeed {
  name: string;
  taxNumber: string;
  street: string;
  zipCode: string;
  city: string;
  email: string;
  phone: string;
  bankAccountNumber: string;
  isTransportCompany: boolean;
  courseEmployeeSmsNotification: boolean;
}

export interface RateSeed {
  kilometerRate: number;
  waitHourRate: number;
}

export interface ContractorLinkSeed {
  company: string;
  contractor: string;
  superior: boolean;
  billingModel: BillingModel;
  contractorOf: 'railway_company' | 'transport_company';
  stake: RateSeed;
}

export interface PrincipalLinkSeed {
  company: string;
  principal: string;
  superior: boolean;
  billingModel: BillingModel;
  stake: RateSeed;
}

export const STAKES_VALID_FROM = '2026-01-01';

export const PKP_INTERCITY = 'PKP Intercity';
export const PKP_CARGO = 'PKP Cargo';
export const KOLEJE_MAZOWIECKIE = 'Koleje Mazowieckie';
export const DB_CARGO = 'DB Cargo Polska';
export const ORLEN_KOLTRANS = 'Orlen KolTrans';
export const TAXI_TRANS = 'Taxi Trans Warszawa';
export const KOLEJ_TRANS = 'Kolej-Trans Logistyka';
export const AUTO_PRZEWOZY = 'Auto-Przewozy Kraków';
export const EURO_BUS = 'Euro-Bus Poznań';
export const TRANS_SLASK = 'Trans-Śląsk Katowice';

const railway = (seed: Omit<CompanySeed, 'isTransportCompany' | 'courseEmployeeSmsNotification'>) => ({
  ...seed,
  isTransportCompany: false,
  courseEmployeeSmsNotification: false,
});

const transport = (
  seed: Omit<CompanySeed, 'isTransportCompany' | 'courseEmployeeSmsNotification'>,
  courseEmployeeSmsNotification = false,
) => ({ ...seed, isTransportCompany: true, courseEmployeeSmsNotification });

export const RAILWAY_COMPANIES: readonly CompanySeed[] = [
  railway({
    name: PKP_INTERCITY,
    taxNumber: '5262546116',
    street: 'Aleje Jerozolimskie 142A',
    zipCode: '02-305',
    city: 'Warszawa',
    email: 'sekretariat@intercity.pl',
    phone: '224744400',
    bankAccountNumber: '52102010260000041284573100',
  }),
  railway({
    name: PKP_CARGO,
    taxNumber: '6342490507',
    street: 'ul. Wspólna 1',
    zipCode: '40-026',
    city: 'Katowice',
    email: 'biuro@pkp-cargo.pl',
    phone: '322577000',
    bankAccountNumber: '59105000990073445119034782',
  }),
  railway({
    name: KOLEJE_MAZOWIECKIE,
    taxNumber: '1181234706',
    street: 'ul. Lubelska 26',
    zipCode: '03-802',
    city: 'Warszawa',
    email: 'sekretariat@mazowieckie.com.pl',
    phone: '224738910',
    bankAccountNumber: '26116022020003882155120437',
  }),
  railway({
    name: DB_CARGO,
    taxNumber: '6482783907',
    street: 'ul. Wolności 337',
    zipCode: '41-800',
    city: 'Zabrze',
    email: 'info@dbcargo-polska.pl',
    phone: '322768400',
    bankAccountNumber: '16109014890000007861948235',
  }),
  railway({
    name: ORLEN_KOLTRANS,
    taxNumber: '7742351804',
    street: 'ul. Chemików 7',
    zipCode: '09-411',
    city: 'Płock',
    email: 'sekretariat@orlenkoltrans.pl',
    phone: '243652000',
    bankAccountNumber: '35124010530001113030285716',
  }),
];

export const TRANSPORT_COMPANIES: readonly CompanySeed[] = [
  transport(
    {
      name: TAXI_TRANS,
      taxNumber: '5213478202',
      street: 'ul. Jana Kazimierza 3',
      zipCode: '01-248',
      city: 'Warszawa',
      email: 'dyspozytornia@taxitrans.waw.pl',
      phone: '226312200',
      bankAccountNumber: '23102024980000936177406123',
    },
    true,
  ),
  transport({
    name: KOLEJ_TRANS,
    taxNumber: '5252674404',
    street: 'ul. Postępu 14',
    zipCode: '02-676',
    city: 'Warszawa',
    email: 'biuro@kolejtrans-logistyka.pl',
    phone: '228530470',
    bankAccountNumber: '52105000310027441948291650',
  }),
  transport({
    name: AUTO_PRZEWOZY,
    taxNumber: '6793087305',
    street: 'ul. Bieżanowska 7',
    zipCode: '30-812',
    city: 'Kraków',
    email: 'zlecenia@autoprzewozy-krakow.pl',
    phone: '126581190',
    bankAccountNumber: '35114020040000672393015274',
  }),
  transport({
    name: EURO_BUS,
    taxNumber: '7792318306',
    street: 'ul. Szwedzka 10',
    zipCode: '61-285',
    city: 'Poznań',
    email: 'biuro@eurobus-poznan.pl',
    phone: '618742250',
    bankAccountNumber: '85109016650000913726738105',
  }),
  transport({
    name: TRANS_SLASK,
    taxNumber: '6342871600',
    street: 'ul. Franciszkańska 12',
    zipCode: '40-702',
    city: 'Katowice',
    email: 'kontakt@trans-slask.pl',
    phone: '322524410',
    bankAccountNumber: '33124062180000184251847360',
  }),
];

const AB = 'ARRIVAL_AND_RETURN_TO_THE_STARTING_BASE';
const ABA = 'BACK_TO_THE_STARTING_POINT';

const railwayLink = (
  company: string,
  contractor: string,
  billingModel: BillingModel,
  kilometerRate: number,
  waitHourRate: number,
  superior = false,
): ContractorLinkSeed => ({
  company,
  contractor,
  superior,
  billingModel,
  contractorOf: 'railway_company',
  stake: { kilometerRate, waitHourRate },
});

const subcontractorLink = (
  company: string,
  contractor: string,
  kilometerRate: number,
  waitHourRate: number,
) => ({
  company,
  contractor,
  superior: false,
  billingModel: 'NOT_AVAILABLE' as const,
  contractorOf: 'transport_company' as const,
  stake: { kilometerRate, waitHourRate },
});

/** Railway company -> transport contractors, then transport company -> its subcontractors. */
export const CONTRACTOR_LINKS: readonly ContractorLinkSeed[] = [
  railwayLink(PKP_INTERCITY, TAXI_TRANS, AB, 320, 4500),
  railwayLink(PKP_INTERCITY, KOLEJ_TRANS, AB, 340, 4800, true),
  railwayLink(PKP_INTERCITY, EURO_BUS, ABA, 300, 4200),
  railwayLink(PKP_CARGO, KOLEJ_TRANS, ABA, 330, 4600, true),
  railwayLink(PKP_CARGO, TRANS_SLASK, AB, 310, 4400),
  railwayLink(PKP_CARGO, AUTO_PRZEWOZY, ABA, 305, 4300),
  railwayLink(KOLEJE_MAZOWIECKIE, TAXI_TRANS, ABA, 295, 4000),
  railwayLink(DB_CARGO, TRANS_SLASK, AB, 315, 4300),
  railwayLink(ORLEN_KOLTRANS, TAXI_TRANS, AB, 325, 4500),
  subcontractorLink(TAXI_TRANS, AUTO_PRZEWOZY, 280, 4000),
  subcontractorLink(KOLEJ_TRANS, EURO_BUS, 290, 4100),
];

/*
 * No confirmed principal links: each pair of the demo has one link (row 696), the railway company's
 * contractor link above; the transport companies see it under 'Obsługiwane firmy' and invoice through
 * it (rows 695, 697). The one principal link is the pending request below.
 */

/**
 * A principal link waiting for its principal (ADR 022): Trans-Śląsk Katowice (`transport.slask`) asks to
 * serve PKP Intercity, whose head (`firma`) has not confirmed yet, so it grants Trans-Śląsk nothing.
 */
export const PENDING_PRINCIPAL_LINK: PrincipalLinkSeed = {
  company: TRANS_SLASK,
  principal: PKP_INTERCITY,
  superior: false,
  billingModel: AB,
  stake: { kilometerRate: 305, waitHourRate: 4300 },
};

export const EMPLOYEE_GROUP_NAMES = ['Maszyniści', 'Kierownicy pociągu', 'Rewidenci taboru'] as const;
export type EmployeeGroupName = (typeof EMPLOYEE_GROUP_NAMES)[number];

const GROUP_BASE_RATES: Record<EmployeeGroupName, RateSeed> = {
  Maszyniści: { kilometerRate: 320, waitHourRate: 4500 },
  'Kierownicy pociągu': { kilometerRate: 300, waitHourRate: 4200 },
  'Rewidenci taboru': { kilometerRate: 280, waitHourRate: 3800 },
};

/** Rates of one employee group; each railway company pays a little differently (+10 gr/km per place). */
export function employeeGroupRate(companyIndex: number, group: EmployeeGroupName): RateSeed {
  const base = GROUP_BASE_RATES[group];
  return {
    kilometerRate: base.kilometerRate + companyIndex * 10,
    waitHourRate: base.waitHourRate + companyIndex * 100,
  };
}
