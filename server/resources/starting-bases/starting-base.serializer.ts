/** The wire shape of a starting base (domain/contract/starting-base.schema.ts). */
import { hydraItem, iri } from '../../http/hydra';
import type { StartingBaseWithCompany } from './starting-bases.repository';

export const startingBaseMember = ({ base, company }: StartingBaseWithCompany) => ({
  '@id': iri('starting_bases', base.id),
  '@type': 'StartingBase' as const,
  id: base.id,
  name: base.name,
  address: base.address,
  latitude: base.latitude,
  longitude: base.longitude,
  company: company ? { '@id': iri('companies', company.id), id: company.id, name: company.name } : null,
  version: base.version,
});

export const startingBaseView = (row: StartingBaseWithCompany) => {
  const member = startingBaseMember(row);
  return hydraItem('StartingBase', member['@id'], member);
};
