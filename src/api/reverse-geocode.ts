/**
 * `GET /api/geocode/reverse?lat=&lng=`: the address at the map editor's pin (administration.md §4),
 * or null when the server finds none (404; the editor warns 'Nie znaleziono adresu dla zaznaczonego
 * miejsca'). Other failures reject, as every call does.
 */
import { reverseGeocodeSchema, type ReverseGeocode } from '@domain/contract/place.schema';
import { ApiError } from './api-error';
import { api } from './client';

export async function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocode | null> {
  try {
    const response = await api.get<unknown>('/api/geocode/reverse', {
      params: { lat: latitude.toFixed(6), lng: longitude.toFixed(6) },
    });
    return reverseGeocodeSchema.parse(response.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
