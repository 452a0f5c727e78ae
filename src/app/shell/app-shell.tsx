import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { type User, asRuleUser } from '@/api/user.schema';
import { Logo } from '@/ui/layout/logo';
import { usePageTitle } from '../route-handle';
import { AppMenu } from './app-menu';
import { requestScope } from '@domain/employee-requests/employee-request-rules';
import { viewerOf } from '@/features/employee-requests/viewer';
import { LoadBoundary } from '@/ui/load-boundary';
import { AVAILABLE_PAGES } from './available-pages';
import { ImpersonationBar } from './impersonation-bar';
import { isImpersonating, useLeavePreview } from './impersonation';
import { SkipLink } from './skip-link';
import { usePushSubscription } from '../push/use-push-subscription';
import { useMenuExpanded } from './use-menu-expanded';
import { useScrollTopOnNewPage } from './use-scroll-top-on-new-page';

const UnreadRequestsWatcher = lazy(() =>
  import('@/features/employee-requests/components/unread-requests-watcher').then((module) => ({
    default: module.UnreadRequestsWatcher,
  })),
);

const DRAWER_WIDTH = 264;
const COLLAPSED_WIDTH = 72;
const BAR_HEIGHT = 32;

/** Main layout: app bar with the page title, the role menu (permanent on desktop, a sidebar on phones). */
export function AppShell({ user }: { user: User }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const title = usePageTitle() ?? 'Kursownik';
  const [expanded, setExpanded] = useMenuExpanded();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const leavePreview = useLeavePreview();
  const impersonating = isImpersonating(user);
  const width = expanded ? DRAWER_WIDTH : COLLAPSED_WIDTH;
  useScrollTopOnNewPage();
  usePushSubscription(user);
  // The unread counter of 'Zgłoszenia maszynistów' (issue 17), with its snackbar and sound: its code
  // loads only for who may watch requests.
  const [unreadRequests, setUnreadRequests] = useState(0);
  const watchesRequests = requestScope(viewerOf(user)) !== null;

  const menu = (collapsed: boolean) => (
    <AppMenu
      user={asRuleUser(user)}
      available={AVAILABLE_PAGES}
      badges={{ 'employee-requests': unreadRequests }}
      impersonating={impersonating}
      collapsed={collapsed}
      onNavigate={() => setSidebarOpen(false)}
      onLeavePreview={() => {
        setSidebarOpen(false);
        void leavePreview();
      }}
    />
  );
  const offset = (
    <>
      <Toolbar />
      {impersonating ? <Box sx={{ height: BAR_HEIGHT }} /> : null}
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {watchesRequests && (
        // Offline before its code came, the counter stays away; the page does not fail with it.
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <UnreadRequestsWatcher user={user} onCount={setUnreadRequests} />
          </Suspense>
        </LoadBoundary>
      )}
      <SkipLink />
      <AppBar position="fixed" elevation={0} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            color="inherit"
            onClick={() => (desktop ? setExpanded(!expanded) : setSidebarOpen(true))}
            aria-label={desktop ? (expanded ? 'Zwiń menu' : 'Rozwiń menu') : 'Otwórz menu'}
            aria-expanded={desktop ? expanded : sidebarOpen}
          >
            {desktop && expanded ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Typography component="h1" variant="h6" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
            {title}
          </Typography>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Logo size={28} inverted />
          </Box>
        </Toolbar>
        {impersonating ? <ImpersonationBar user={user} /> : null}
      </AppBar>
      {desktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width,
              overflowX: 'hidden',
              transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
            },
          }}
        >
          {offset}
          {menu(!expanded)}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar>
            <Logo size={28} />
          </Toolbar>
          {menu(false)}
        </Drawer>
      )}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none', display: 'flex', flexDirection: 'column' }}
      >
        {offset}
        <Outlet />
      </Box>
    </Box>
  );
}
