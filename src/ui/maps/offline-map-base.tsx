import { useId, type ReactNode, type SVGProps } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { COUNTRIES } from './country-outlines';
import { MapGrid } from './map-grid';
import type { Projection } from './map-projection';
import { MapScaleBar } from './map-scale-bar';
import { MapTowns, markBox, type Box as LabelBox, type MapMark } from './map-towns';
import { useDrawingWidth } from './use-drawing-width';

/** The caption in the corner (row 865): the reader must not take the outline for a street map. */
export const OFFLINE_MAP_CAPTION = 'Mapa uproszczona';
/** What the drawing shows, for a screen reader (the SVG's description). */
export const OFFLINE_MAP_DESCRIPTION =
  'Mapa uproszczona bez usługi map: granice Polski i Niemiec, siatka południków i równoleżników, podziałka i nazwy pobliskich miejscowości.';

type SvgHandlers = Pick<
  SVGProps<SVGSVGElement>,
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel' | 'onKeyDown' | 'tabIndex'
>;

interface OfflineMapBaseProps extends SvgHandlers {
  /** Drawing width until the box is measured (and in tests); afterwards the box's own width. */
  fallbackWidth: number;
  height: number;
  /** The projection for a drawing of this size: framed on stops or cars, or centred on a pin. */
  frame: (width: number, height: number) => Projection;
  label: string;
  id?: string;
  /** 'application' for the location editor's map, which is dragged and moved with keys. */
  role?: 'img' | 'application';
  sx?: SxProps<Theme>;
  /** What the children mark, with their labels: the town names keep clear of them. */
  marks?: readonly MapMark[];
  /** Markers, lines and their labels, drawn over the land, the grid and the town names. */
  children: (projection: Projection, width: number) => ReactNode;
}

/**
 * The one map without a tile service (route map, map of cars, location editor): the outlines of
 * Poland and Germany, a light grid, the names of nearby towns from the offline gazetteer, a scale bar
 * and the caption 'Mapa uproszczona'. Zoomed to one town it would otherwise be a white square.
 */
export function OfflineMapBase(props: OfflineMapBaseProps) {
  const {
    fallbackWidth,
    height,
    frame,
    label,
    id,
    role = 'img',
    sx,
    marks = [],
    children,
    ...handlers
  } = props;
  const [measure, width] = useDrawingWidth(fallbackWidth);
  const descriptionId = useId();
  const projection = frame(width, height);
  const occupied: LabelBox[] = [
    ...marks.map((mark) => markBox(mark, projection, width)),
    // The caption (bottom right: the location editor's zoom buttons are top right) and the scale bar.
    { left: width - 130, right: width, top: height - 32, bottom: height },
    { left: 0, right: 140, top: height - 40, bottom: height },
  ];
  const pointsOf = (ring: (typeof COUNTRIES)[number]['ring']) =>
    ring.map(([lng, lat]) => projection.toPixel(lng, lat).join(',')).join(' ');
  return (
    <Box
      ref={measure}
      id={id}
      component="svg"
      role={role}
      aria-roledescription={role === 'application' ? 'mapa' : undefined}
      aria-label={label}
      aria-describedby={descriptionId}
      viewBox={projection.viewBox}
      preserveAspectRatio="xMidYMid slice"
      {...handlers}
      sx={[
        {
          width: '100%',
          height,
          bgcolor: '#E3EAF2',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'block',
          fontFamily: 'inherit',
        },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <desc id={descriptionId}>{OFFLINE_MAP_DESCRIPTION}</desc>
      {COUNTRIES.map((country) => (
        <polygon
          key={country.name}
          points={pointsOf(country.ring)}
          fill="#FFFFFF"
          stroke="#9AA5B1"
          strokeWidth={1}
        >
          <title>{country.name}</title>
        </polygon>
      ))}
      <MapGrid projection={projection} width={width} height={height} />
      <MapTowns projection={projection} width={width} height={height} occupied={occupied} />
      {children(projection, width)}
      <MapScaleBar projection={projection} width={width} height={height} />
      <g aria-hidden="true" data-map-furniture="">
        <rect
          x={width - 124}
          y={height - 28}
          width={118}
          height={20}
          rx={3}
          fill="#FFFFFF"
          fillOpacity={0.85}
        />
        <text x={width - 12} y={height - 14} fontSize={11} textAnchor="end" fill="#52606D">
          {OFFLINE_MAP_CAPTION}
        </text>
      </g>
    </Box>
  );
}
