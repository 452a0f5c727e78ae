import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/Place';
import RemoveIcon from '@mui/icons-material/Remove';
import { ADDRESS_NOT_FOUND_MESSAGE } from '@domain/contract/place.schema';
import { reverseGeocode } from '@/api/reverse-geocode';
import { GOOGLE_MAPS_API_KEY, MAP_DEFAULT_CENTER, MAP_ZOOM } from '@/ui/maps/map-config';
import { panBy, type LatLngPoint } from '@/ui/maps/map-projection';
import { ResourceDialog } from '@/ui/resource-dialog/resource-dialog';
import { currentPosition } from './current-position';
import type { ChosenLocation, LocationEditorProps } from './location-editor';
import { OfflineLocationMap } from './offline-location-map';

const GoogleLocationMap = lazy(() => import('./google-location-map'));

const MAP_HEIGHT = 320;
/** §9 'address result delay 300 ms': the address is asked for once the map has rested this long. */
export const ADDRESS_DELAY_MS = 300;
export const MAP_LABEL =
  'Mapa. Przeciągnij mapę lub użyj strzałek, aby przesunąć pinezkę; plus i minus zmieniają przybliżenie.';
const MIN_ZOOM = 4;
const MAX_ZOOM = 18;

type Message = { severity: 'warning' | 'error'; text: string } | null;

const same = (a: LatLngPoint, b: LatLngPoint) =>
  Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;

/**
 * 'Edycja lokalizacji' (administration.md §2.7, §4): the pin stays in the middle and the user moves the
 * map under it (mouse, touch, arrow keys). Moving clears the address; once the map rests the server
 * reverse-geocodes the pin (§8 warning when nothing is found). The geolocation button jumps to the
 * device's position (30 s). 'Wybierz' hands back the coordinates and the address.
 */
export default function LocationEditorDialog({
  initial,
  onChoose,
  onClose,
  apiKey = GOOGLE_MAPS_API_KEY,
}: LocationEditorProps) {
  const start = initial ? { lat: initial.latitude, lng: initial.longitude } : MAP_DEFAULT_CENTER;
  const [center, setCenter] = useState<LatLngPoint>(start);
  // The view Google is told to show; it changes only on a jump (geolocation), not while dragging.
  const [view, setView] = useState<LatLngPoint>(start);
  // The offline map draws only outlines and a grid: a city's view keeps the borders in sight longer.
  const closeUp = apiKey ? MAP_ZOOM.street : MAP_ZOOM.city;
  const [zoom, setZoom] = useState<number>(initial ? closeUp : MAP_ZOOM.landmass);
  const [address, setAddress] = useState(initial?.address ?? '');
  const [looking, setLooking] = useState(false);
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const resolved = useRef<LatLngPoint>(start);
  // The latest centre for the drag handlers (state lags one render behind a burst of pointer moves).
  const latest = useRef<LatLngPoint>(start);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const lookUp = (point: LatLngPoint) => {
    clearTimeout(timer.current);
    const ticket = ++request.current;
    setLooking(true);
    timer.current = setTimeout(() => {
      reverseGeocode(point.lat, point.lng)
        .then((found) => {
          if (ticket !== request.current) return;
          resolved.current = point;
          setAddress(found?.address ?? '');
          setMessage(found ? null : { severity: 'warning', text: ADDRESS_NOT_FOUND_MESSAGE });
        })
        .catch(() => {
          if (ticket === request.current)
            setMessage({ severity: 'warning', text: ADDRESS_NOT_FOUND_MESSAGE });
        })
        .finally(() => {
          if (ticket === request.current) setLooking(false);
        });
    }, ADDRESS_DELAY_MS);
  };
  const panStart = () => {
    setAddress('');
    setMessage(null);
  };
  const moveTo = (point: LatLngPoint) => {
    latest.current = point;
    setCenter(point);
  };
  const restAt = (point: LatLngPoint) => {
    moveTo(point);
    if (!same(point, resolved.current)) {
      setAddress('');
      lookUp(point);
    }
  };
  const locate = () => {
    setLocating(true);
    void currentPosition().then((answer) => {
      setLocating(false);
      if (!answer.ok) return setMessage({ severity: 'error', text: answer.message });
      const point = { lat: answer.lat, lng: answer.lng };
      setView(point);
      setZoom(closeUp);
      restAt(point);
    });
  };
  const zoomBy = (delta: 1 | -1) => setZoom((value) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value + delta)));

  const map = apiKey ? (
    <Suspense fallback={<Skeleton variant="rounded" height={MAP_HEIGHT} />}>
      <GoogleLocationMap
        apiKey={apiKey}
        center={view}
        zoom={zoom}
        height={MAP_HEIGHT}
        label={MAP_LABEL}
        onPanStart={panStart}
        onIdle={(point, nextZoom) => {
          setZoom(nextZoom);
          restAt(point);
        }}
      />
    </Suspense>
  ) : (
    <OfflineLocationMap
      center={center}
      zoom={zoom}
      height={MAP_HEIGHT}
      label={MAP_LABEL}
      onPanStart={panStart}
      onPan={(dx, dy) => moveTo(panBy(latest.current, dx, dy, zoom))}
      onPanEnd={() => restAt(latest.current)}
      onZoom={zoomBy}
    />
  );

  return (
    <ResourceDialog
      title="Edycja lokalizacji"
      submitLabel="Wybierz"
      width={600}
      pending={looking}
      onClose={onClose}
      onSubmit={() =>
        onChoose({ latitude: center.lat, longitude: center.lng, address } satisfies ChosenLocation)
      }
      extraActions={
        <Button startIcon={<MyLocationIcon />} onClick={locate} loading={locating} loadingPosition="start">
          Moja lokalizacja
        </Button>
      }
    >
      <Box sx={{ position: 'relative' }}>
        {map}
        <PlaceIcon
          color="primary"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            left: '50%',
            top: MAP_HEIGHT / 2,
            fontSize: 40,
            transform: 'translate(-50%, -100%)',
            pointerEvents: 'none',
            filter: 'drop-shadow(0 1px 1px rgba(0,0,0,.4))',
          }}
        />
        {!apiKey && (
          <Box sx={{ position: 'absolute', right: 8, top: 8, display: 'grid', gap: 0.5 }}>
            <IconButton
              size="small"
              aria-label="Przybliż"
              onClick={() => zoomBy(1)}
              sx={{ bgcolor: 'background.paper' }}
            >
              <AddIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label="Oddal"
              onClick={() => zoomBy(-1)}
              sx={{ bgcolor: 'background.paper' }}
            >
              <RemoveIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
      <Box aria-live="polite">
        <Typography variant="body2" color="text.secondary">
          Adres
        </Typography>
        <Typography data-testid="location-address">
          {looking ? 'Wyszukiwanie adresu…' : address || '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="location-coordinates">
          {center.lat.toFixed(5)}, {center.lng.toFixed(5)}
        </Typography>
      </Box>
      {message && (
        <Alert severity={message.severity} role="alert">
          {message.text}
        </Alert>
      )}
    </ResourceDialog>
  );
}
