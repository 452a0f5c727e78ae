import type { ReactElement } from 'react';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import ChangeCircleIcon from '@mui/icons-material/ChangeCircle';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DriveEtaIcon from '@mui/icons-material/DriveEta';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ForumIcon from '@mui/icons-material/Forum';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HomeIcon from '@mui/icons-material/Home';
import HotelIcon from '@mui/icons-material/Hotel';
import InsightsIcon from '@mui/icons-material/Insights';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocalTaxiIcon from '@mui/icons-material/LocalTaxi';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PolicyIcon from '@mui/icons-material/Policy';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import StraightenIcon from '@mui/icons-material/Straighten';
import DirectionsRailwayIcon from '@mui/icons-material/DirectionsRailway';

const ICONS: Record<string, ReactElement> = {
  courses: <LocalTaxiIcon />,
  'employee-requests': <ForumIcon />,
  accommodations: <HotelIcon />,
  passengers: <PeopleIcon />,
  'passengers-change': <ChangeCircleIcon />,
  companies: <BusinessIcon />,
  drivers: <DriveEtaIcon />,
  'driver-absences': <EventBusyIcon />,
  fleet: <LocalShippingIcon />,
  transactions: <ReceiptLongIcon />,
  'fuel-cards': <CreditCardIcon />,
  'car-fleet': <DirectionsCarIcon />,
  'driver-report': <RequestQuoteIcon />,
  'subcontractor-report': <HandshakeIcon />,
  places: <PlaceIcon />,
  hotels: <ApartmentIcon />,
  'starting-bases': <HomeIcon />,
  'defined-kilometers': <StraightenIcon />,
  locomotives: <DirectionsRailwayIcon />,
  users: <ManageAccountsIcon />,
  finances: <InsightsIcon />,
  invoices: <ReceiptIcon />,
  'financial-settlement': <AccountBalanceWalletIcon />,
  'security-audit-log': <PolicyIcon />,
};

export function menuIcon(key: string): ReactElement {
  return ICONS[key] ?? <PlaceIcon />;
}
