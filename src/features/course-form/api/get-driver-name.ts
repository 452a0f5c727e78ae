import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import { driverViewSchema } from '@domain/contract/driver.schema';
import { driversKeys } from './get-drivers';

/**
 * The name of the chosen driver when the available ones do not list them: a course that already had
 * a driver who has since become absent keeps showing who it is (row 211).
 */
export const useDriverName = (iri: string | null, needed: boolean) =>
  useQuery({
    queryKey: driversKeys.detail(iri ?? ''),
    queryFn: async () => {
      const response = await api.get<unknown>(iri ?? '');
      return parseItem(response.data, driverViewSchema).name;
    },
    enabled: needed && iri !== null,
    staleTime: 60_000,
  });
