import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { COUNTRIES } from './country-outlines';

/** The sea-blue framed box of every offline map's SVG (route, cars, location editor). */
export const OFFLINE_MAP_SX = {
  width: '100%',
  bgcolor: '#E3EAF2',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  display: 'block',
} as const;

interface CountryShapesProps {
  toPixel: (longitude: number, latitude: number) => readonly [number, number];
  /** Each country named on hover (the route map's land is otherwise unnamed). */
  titled?: boolean;
}

/** Poland and Germany as white land on an offline map, drawn first so dots and lines lie on top. */
export function CountryShapes({ toPixel, titled = false }: CountryShapesProps) {
  return COUNTRIES.map((country) => (
    <polygon
      key={country.name}
      points={country.ring.map(([lng, lat]) => toPixel(lng, lat).join(',')).join(' ')}
      fill="#FFFFFF"
      stroke="#9AA5B1"
      strokeWidth={1}
    >
      {titled && <title>{country.name}</title>}
    </polygon>
  ));
}

interface OfflineMapPictureProps extends CountryShapesProps {
  label: string;
  viewBox: string;
  height: number;
  id?: string;
  /** What lies on the land: routes, dots and their names. */
  children: ReactNode;
}

/** A read-only offline map (route, cars): an image of the countries with `children` drawn on them. */
export function OfflineMapPicture({
  label,
  viewBox,
  height,
  id,
  toPixel,
  titled,
  children,
}: OfflineMapPictureProps) {
  return (
    <Box
      id={id}
      component="svg"
      role="img"
      aria-label={label}
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid slice"
      sx={{ ...OFFLINE_MAP_SX, height }}
    >
      <CountryShapes toPixel={toPixel} titled={titled} />
      {children}
    </Box>
  );
}
