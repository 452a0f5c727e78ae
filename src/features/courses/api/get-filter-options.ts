import { driverSchema } from '@domain/contract/people.schema';
import { companySchema, locomotiveSchema } from '@domain/contract/company.schema';
import { api } from '@/api/client';
import { parseCollection } from '@/api/hydra';
import type { FilterOption, ReferenceFilterName } from '../utils/course-filters';

// Users, companies and starting bases all carry `@id` and `name` (domain/contract).
const named = companySchema.pick({ '@id': true, name: true });
const driver = driverSchema;
const locomotive = locomotiveSchema;

interface OptionSource {
  path: string;
  /** Query parameters for the typed term (the server's own search parameter of that collection). */
  params: (term: string) => Record<string, string | number | boolean>;
  parse: (body: unknown) => FilterOption[];
  /** The server has no search parameter for it: the whole (short) list is filtered here. */
  filterLocally?: boolean;
}

const PAGE = { itemsPerPage: 20 };
const byName = (body: unknown) =>
  parseCollection(body, named).member.map((item) => ({ iri: item['@id'], label: item.name }));
// Courses point at the driver's user account, so the option carries the user IRI, not the driver's.
const drivers: OptionSource = {
  path: '/api/drivers',
  params: (term) => ({ ...PAGE, search: term }),
  parse: (body) =>
    parseCollection(body, driver).member.map((item) => ({
      iri: `/api/users/${item.userId}`,
      label: item.name,
    })),
};

const SOURCES: Readonly<Record<ReferenceFilterName, OptionSource>> = {
  createdBy: { path: '/api/users', params: (term) => ({ ...PAGE, search: term }), parse: byName },
  locomotive: {
    path: '/api/locomotives',
    params: (term) => ({ ...PAGE, sideNumber: term }),
    parse: (body) =>
      parseCollection(body, locomotive).member.map((item) => ({ iri: item['@id'], label: item.sideNumber })),
  },
  taxiCourseDriver: drivers,
  kilometerCourseDriver: drivers,
  // Few per company and no search parameter on the server: the list is filtered as the user types.
  fromStartingBase: {
    path: '/api/starting_bases',
    params: () => ({ pagination: false }),
    parse: byName,
    filterLocally: true,
  },
  transportCompany: {
    path: '/api/companies',
    params: (term) => ({ ...PAGE, isTransportCompany: true, name: term }),
    parse: byName,
  },
  customerCompany: {
    path: '/api/companies',
    params: (term) => ({ ...PAGE, isTransportCompany: false, name: term }),
    parse: byName,
  },
};

/** `GET` the collection behind a reference filter, e.g. `/api/users?search=kow` for 'Dodane przez'. */
export async function getFilterOptions(name: ReferenceFilterName, term: string): Promise<FilterOption[]> {
  const source = SOURCES[name];
  const response = await api.get<unknown>(source.path, { params: source.params(term) });
  const options = source.parse(response.data);
  if (!source.filterLocally) return options;
  const folded = term.toLocaleLowerCase('pl');
  return options.filter((option) => option.label.toLocaleLowerCase('pl').includes(folded));
}
