import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { documentTitle } from '../document-title';
import { usePageTitle } from '../route-handle';
import { ConnectionBanners } from '../shell/connection-banners';

const NavigationProgress = lazy(() => import('./navigation-progress'));

/** Wraps every route: document title, navigation progress and the offline/update banners. */
export function RootLayout() {
  const title = usePageTitle();
  const navigation = useNavigation();

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <>
      {navigation.state === 'loading' ? (
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
      ) : null}
      <ConnectionBanners />
      <Outlet />
    </>
  );
}
