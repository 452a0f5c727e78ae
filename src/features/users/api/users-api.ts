/** The calls of 'Użytkownicy' (docs/api.md 'Users administration (issue 12)'). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userSchema as userViewParser, usersKeys, type User } from '@/api/user.schema';
import { tokenPairSchema } from '@domain/contract/auth.schema';
import type { TokenPair } from '@/api/token-storage';
import type { UserCreateInput, UserEditInput } from '@domain/people/user-account.schema';
import { iri } from '@domain/contract/iri';

/** The list and every account share the root 'users' (the signed-in user too: an edit refreshes it). */
export const USERS_RESOURCE = usersKeys.all[0];

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: async () => userViewParser.parse((await api.get<unknown>(`/api/users/${id}`)).data),
  });
export const useUser = (id: number) => useQuery(userQueryOptions(id));

type Body = Omit<UserCreateInput, 'company'> & { company: number | null };
const wire = (input: Body) => ({
  ...input,
  company: input.company === null ? null : iri('companies', input.company),
});

export async function createUser(input: Body): Promise<User> {
  return userViewParser.parse((await api.post<unknown>('/api/users', wire(input))).data);
}

/** A PUT with the version the form was loaded with (409 when someone saved meanwhile). */
export async function updateUser(
  id: number,
  version: number,
  input: Omit<UserEditInput, 'company'> & { company: number | null },
): Promise<User> {
  const hotels = input.hotels?.map((id) => iri('abstract_places', id));
  const body = { ...wire(input), hotels, version };
  return userViewParser.parse((await api.put<unknown>(`/api/users/${id}`, body)).data);
}

export async function deleteUser(id: number): Promise<void> {
  await api.delete(`/api/users/${id}`);
}

/** `GET /api/login_as?username=`: the previewed user's token pair (ROLE_IMPERSONATOR only). */
export async function fetchLoginAs(username: string): Promise<TokenPair> {
  const response = await api.get<unknown>('/api/login_as', { params: { username } });
  const { token, refresh_token: refreshToken } = tokenPairSchema.parse(response.data);
  return { token, refreshToken };
}
